import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { SCANCODE_SPEC } from './fields';

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
    ...specProperties<Scancode>(SCANCODE_SPEC),
    ...timestamps<Scancode>(),
    // The caller's columns come from SCANCODE_SPEC, which the compiler cannot map key by key.
  } as never,
});
