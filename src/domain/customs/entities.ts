import { EntitySchema } from '@mikro-orm/core';
import { tenantFilter, timestamps } from '../common/entity';

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
    importer_of_record_id: { type: 'integer', nullable: true },
    send_electonic_trade_docs: { type: 'boolean' },
    signer: { type: 'string', nullable: true },
    au_vat_number: { type: 'string', nullable: true },
    eu_vat_number: { type: 'string', nullable: true },
    uk_vat_number: { type: 'string', nullable: true },
    misc_vat_number: { type: 'string', nullable: true },
    ...timestamps<OrderCustomsInfo>(),
  },
});
