import { EntitySchema } from '@mikro-orm/core';
import { specProperties, tenantFilter, timestamps } from '../common/entity';
import { CUSTOMS_INFO_ROW_SPEC } from './fields';

/**
 * What an order's customs_info_attributes set beyond the order's own customs columns: the
 * importer of record, the signer, electronic trade documents and a VAT number per regime.
 * An order has at most one; none means every one of these is unset.
 */
export class OrderCustomsInfo {
  order_id!: number;
  customer_id!: number;
  importer_of_record_id: number | null = null;
  send_electonic_trade_docs = false;
  signer: string | null = null;
  au_vat_number: string | null = null;
  eu_vat_number: string | null = null;
  uk_vat_number: string | null = null;
  misc_vat_number: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const OrderCustomsInfoSchema = new EntitySchema<OrderCustomsInfo>({
  class: OrderCustomsInfo,
  tableName: 'order_customs_infos',
  filters: tenantFilter(),
  properties: {
    order_id: { type: 'integer', primary: true, autoincrement: false },
    customer_id: { type: 'integer' },
    ...specProperties<OrderCustomsInfo>(CUSTOMS_INFO_ROW_SPEC),
    ...timestamps<OrderCustomsInfo>(),
  } as never,
});
