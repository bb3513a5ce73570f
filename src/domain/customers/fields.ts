import { columnSpec } from '../common/columns';

/**
 * The columns of customers and their shops, said once (common/columns.ts): the entities map them
 * and test/schema-consistency.test.ts holds the GraphQL types and the migrations to them.
 */

/** A customer: named on its invitation and renamed by itself; staff's actions (customers/activity.ts) move the rest. */
export const CUSTOMER_SPEC = columnSpec({
  name: { kind: 'string', nullable: false, required: true },
  active: { kind: 'boolean', default: true, create: false, update: false },
  activated_at: { kind: 'datetime', create: false, update: false },
  deactivated_at: { kind: 'datetime', create: false, update: false },
});

/** A shop: made with its customer; its owner sets the sync (customers/shops.ts), the service its secret. */
export const SHOP_SPEC = columnSpec({
  customer_id: { kind: 'integer', nullable: false, create: false, update: false },
  name: { kind: 'string', nullable: false, create: false, update: false },
  sync_enabled: { kind: 'boolean', create: false },
  sync_url: { kind: 'string', length: 2048, create: false },
  sync_secret: { kind: 'string', create: false, update: false },
});
