import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { TEMPLATE_SPEC } from './fields';

/** A customer's own version of a printed document (a packing slip, a gift note): its content in the type's format. */
export class Template {
  id!: number;
  customer_id!: number;
  name!: string;
  template_type_id!: number;
  content!: string;
  /** one of the type's valid sizes; null prints at the type's first */
  size: string | null = null;
  /** the one the warehouse uses for the type, of the customer's templates */
  default = false;
  created_at!: Date;
  updated_at!: Date;
}

export const TemplateSchema = new EntitySchema<Template>({
  class: Template,
  tableName: 'templates',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<Template>(TEMPLATE_SPEC),
    ...timestamps<Template>(),
    // The columns come from TEMPLATE_SPEC, which the compiler cannot map key by key.
  } as never,
});
