import { columnSpec } from '../common/columns';

/**
 * A meta key's columns, said once (common/columns.ts): the entity maps them and
 * test/schema-consistency.test.ts holds the GraphQL types and the migrations to them. A key is
 * declared for the request's customer and never changed.
 */
export const META_KEY_SPEC = columnSpec({
  customer_id: { kind: 'integer', nullable: false, create: false, update: false },
  resource_type: { kind: 'string', nullable: false, required: true, update: false },
  key: { kind: 'string', nullable: false, required: true, update: false },
  description: { kind: 'text', update: false },
});
