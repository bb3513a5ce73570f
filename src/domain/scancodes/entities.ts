import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps } from '../common/entity';

/** An alternate barcode of an item; unique per customer, at most one primary per item. */
export class Scancode {
  id!: number;
  customer_id!: number;
  item_id!: number;
  primary = false;
  name!: string;
  active = true;
  label_format: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ScancodeSchema = new EntitySchema<Scancode>({
  class: Scancode,
  tableName: 'scancodes',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    item_id: { type: 'integer' },
    primary: { type: 'boolean' },
    name: { type: 'string' },
    active: { type: 'boolean' },
    label_format: { type: 'string', nullable: true },
    ...timestamps<Scancode>(),
  },
});
