import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { AccessTokenSchema, ApiClientSchema } from '../domain/auth/entities';
import { CustomerSchema, ShopSchema } from '../domain/customers/entities';
import { ItemSchema, OriginatorSchema } from '../domain/items/entities';
import { MetaKeySchema } from '../domain/meta/entities';
import { BundleItemSchema } from '../domain/bundles/entities';
import { ItemTransactionSchema, LotSchema, StockSchema } from '../domain/inventory/entities';
import { ScancodeSchema } from '../domain/scancodes/entities';
import { ShipnoticeItemSchema, ShipnoticeSchema } from '../domain/shipnotices/entities';
import { CustomerWarehouseSchema, LocationSchema, ShippingMethodSchema, WarehouseSchema } from '../domain/warehouses/entities';
import { OrderBulkJobSchema, OrderEventSchema, OrderItemSchema, OrderSchema, PackageSchema, SerialNumberSchema } from '../domain/orders/entities';
import { SavedSearchOrderSchema, SavedSearchSchema } from '../domain/searches/entities';
import { OrderDocumentSchema, ShippingDocumentSchema } from '../domain/documents/entities';
import { OrderWholesaleSchema, WholesaleItemSchema } from '../domain/wholesale/entities';
import { LoadScacSchema } from '../domain/loadscacs/entities';
import { ProjectSchema, ProjectTaskSchema } from '../domain/projects/entities';
import {
  NotificationEventSchema, NotificationSubscriptionSchema, WebhookDeliveryAttemptSchema, WebhookDeliverySchema,
} from '../events/webhooks/entities';
import { ForkliftPostgreSqlDriver } from './driver';
import { migrationsList } from './migrations';

export const entities = [
  CustomerSchema,
  ShopSchema,
  ApiClientSchema,
  AccessTokenSchema,
  ItemSchema,
  OriginatorSchema,
  MetaKeySchema,
  WarehouseSchema,
  CustomerWarehouseSchema,
  LocationSchema,
  ShippingMethodSchema,
  LotSchema,
  StockSchema,
  ItemTransactionSchema,
  ShipnoticeSchema,
  ShipnoticeItemSchema,
  BundleItemSchema,
  ScancodeSchema,
  OrderSchema,
  OrderItemSchema,
  OrderEventSchema,
  PackageSchema,
  SerialNumberSchema,
  OrderBulkJobSchema,
  SavedSearchSchema,
  SavedSearchOrderSchema,
  OrderDocumentSchema,
  ShippingDocumentSchema,
  OrderWholesaleSchema,
  WholesaleItemSchema,
  LoadScacSchema,
  ProjectSchema,
  ProjectTaskSchema,
  NotificationEventSchema,
  NotificationSubscriptionSchema,
  WebhookDeliverySchema,
  WebhookDeliveryAttemptSchema,
];

export interface OrmOptions {
  /** Called with every SQL statement; tests count statements per operation with it. */
  onQuery?: (sql: string) => void;
  poolSize?: number;
}

export async function initOrm(clientUrl: string, options: OrmOptions = {}): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl,
    driver: ForkliftPostgreSqlDriver,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    discovery: { warnWhenNoEntities: true },
    pool: { min: 0, max: options.poolSize ?? 10 },
    // Entities are plain data for resolvers; a request never needs another request's identity map.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Every tenant table carries its own customer_id, which the tenant filter checks. Joining the
    // parent of a row (a line's order) to check it again cost a join per child query, and on fresh
    // statistics (a bulk create's new rows) the planner chose a nested loop over a seq scan there:
    // 420 ms for 500 lines of 250 orders.
    autoJoinRefsForFilters: false,
    // Flushes are explicit (every service flushes before it reads what it wrote, and a mutation's
    // transaction flushes before commit). With 'auto', MikroORM turns every scalar property of
    // every loaded entity into a tracking accessor: about 15 % of the CPU of an orders page.
    flushMode: 'commit',
    debug: options.onQuery ? ['query'] : false,
    logger: options.onQuery ? (message: string) => options.onQuery!(message) : undefined,
    colors: false,
  });
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
