import type { RequestContext } from '../context';
import type { FieldError } from '../../shared/errors';
import type { Order } from '../orders/entities';
import { type OrderDetails, extendOrders } from '../orders/extensions';
import { checkColumns } from '../common/columns';
import { OrderCustomsInfo } from './entities';
import { CUSTOMS_INFO_SPEC } from './fields';
import { findCustomsInfo, keepCustomsInfo } from './store/customs-info';

/**
 * How an order's create and update take `customs_info_attributes` (handed down to orders as
 * CUSTOMS_ORDER_DETAILS): a check that collects field errors before anything is written, and the
 * write that follows.
 */

interface CustomsInfoInput {
  importer_of_record_id?: number | null;
  send_electonic_trade_docs?: boolean | null;
  signer?: string | null;
  au_vat_number?: string | null;
  eu_vat_number?: string | null;
  misc_vat_number?: string | null;
  uk_vat_number?: string | null;
  ioss_number?: string | null;
  eori_number?: string | null;
  receiver_tax_id?: string | null;
}

/** Customs info fields that are the order's own customs columns under another name: one fact, one place. */
const ORDER_COLUMN_OF = { ioss_number: 'customs_ioss_number', eori_number: 'customs_eori_number', receiver_tax_id: 'customs_receiver_tax_id' } as const;

type OrderCustomsColumns = Partial<Record<(typeof ORDER_COLUMN_OF)[keyof typeof ORDER_COLUMN_OF], string | null>>;

/** A checked `customs_info_attributes`: the order columns it sets, and the rest for the customs info row. */
interface PreparedCustomsInfo {
  orderColumns: OrderCustomsColumns;
  info: Omit<CustomsInfoInput, keyof typeof ORDER_COLUMN_OF>;
}

/**
 * Checks `customs_info_attributes` against the rest of the body (`fields`, the order's own
 * columns as sent). Sending a number both ways with different values is refused rather than one
 * silently winning. Absent means nothing to write.
 */
function prepareCustomsInfo(input: CustomsInfoInput | null | undefined, fields: Record<string, unknown>, path: string, errors: FieldError[]): PreparedCustomsInfo | null {
  if (input == null) return null;
  errors.push(...checkColumns(CUSTOMS_INFO_SPEC, input, { creating: false, prefix: `${path}.` }));
  const { ioss_number, eori_number, receiver_tax_id, ...info } = input;
  const orderColumns: OrderCustomsColumns = {};
  for (const [field, value] of Object.entries({ ioss_number, eori_number, receiver_tax_id }) as [keyof typeof ORDER_COLUMN_OF, string | null | undefined][]) {
    if (value === undefined) continue;
    const column = ORDER_COLUMN_OF[field];
    if (fields[column] !== undefined && fields[column] !== value) {
      errors.push({ field: `${path}.${field}`, message: `differs from ${column} in the same request (${JSON.stringify(fields[column])}); send one of them` });
    }
    orderColumns[column] = value;
  }
  return { orderColumns, info };
}

/** Creates the order's customs info row or changes the given fields of it (flushed with the order); a new order has none to read. */
async function writeCustomsInfo(ctx: RequestContext, order: Order, prepared: PreparedCustomsInfo, fresh: boolean): Promise<void> {
  const given = Object.fromEntries(Object.entries(prepared.info).filter(([, v]) => v !== undefined));
  if (!Object.keys(given).length) return;
  // A cleared flag is off: the column has no third state.
  if (given.send_electonic_trade_docs === null) given.send_electonic_trade_docs = false;
  const row = (fresh ? null : await findCustomsInfo(ctx, order.id)) ?? Object.assign(new OrderCustomsInfo(), { order_id: order.id, customer_id: order.customer_id });
  Object.assign(row, given);
  keepCustomsInfo(ctx, row);
}

/** customs_info_attributes of an order's create and update, as orders take them (orders/extensions.ts). */
const CUSTOMS_ORDER_DETAILS: OrderDetails = {
  field: 'customs_info_attributes',
  async prepare(_ctx, _orderId, input, fields, path, errors) {
    const prepared = prepareCustomsInfo(input as CustomsInfoInput | null, fields, path, errors);
    return prepared && { orderColumns: prepared.orderColumns, write: (ctx, order, fresh) => writeCustomsInfo(ctx, order, prepared, fresh) };
  },
};

// Handed down to orders as this module loads (customs/info.ts, which the API loads, imports it).
extendOrders({ order: CUSTOMS_ORDER_DETAILS });
