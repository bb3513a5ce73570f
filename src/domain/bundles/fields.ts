import { columnSpec } from '../common/columns';

/**
 * A bundle item's columns (its owner is the bundle's customer, beside the spec): the entity maps
 * them and test/schema-consistency.test.ts holds the GraphQL types and the migrations to them. The
 * bundle is the route's; the component is chosen on create and kept.
 */
export const BUNDLE_ITEM_SPEC = columnSpec({
  parent_item_id: { kind: 'integer', nullable: false, create: false, update: false },
  item_id: { kind: 'integer', nullable: false, required: true, update: false },
  quantity: { kind: 'integer', nullable: false, required: true, min: 1 },
  max_per_package: { kind: 'integer', min: 1 },
});
