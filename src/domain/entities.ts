import { AccessTokenSchema, ApiClientSchema } from './auth/entities';
import { CustomerSchema, ShopSchema } from './customers/entities';
import { ItemSchema, OriginatorSchema } from './items/entities';
import { MetaKeySchema } from './meta/entities';
import { BundleItemSchema } from './bundles/entities';
import { ItemTransactionSchema, LotSchema, StockSchema } from './inventory/entities';
import { ScancodeSchema } from './scancodes/entities';
import { ShipnoticeItemSchema, ShipnoticeSchema } from './shipnotices/entities';
import { ConsumerReturnSchema, ReturnItemSchema } from './returns/entities';
import { CustomerWarehouseSchema, LocationSchema, ShippingMethodSchema, WarehouseSchema } from './warehouses/entities';
import { OrderBulkJobSchema, OrderEventSchema, OrderItemSchema, OrderSchema, PackageSchema, SavedSearchOrderSchema, SerialNumberSchema } from './orders/entities';
import { SavedSearchSchema } from './searches/entities';
import { DocumentSchema, OrderDocumentSchema, ShippingDocumentSchema } from './documents/entities';
import { TemplateSchema } from './templates/entities';
import { OrderWholesaleSchema, WholesaleItemSchema } from './wholesale/entities';
import { OrderCustomsInfoSchema } from './customs/entities';
import { LoadScacSchema } from './loadscacs/entities';
import { ProjectSchema, ProjectTaskSchema } from './projects/entities';
import {
  NotificationEventSchema, NotificationSubscriptionSchema, WebhookDeliveryAttemptSchema, WebhookDeliverySchema,
} from './webhooks/entities';

/**
 * Every entity schema, for the ORM (db/orm.ts `initOrm`): the data layer takes them from here,
 * knowing no area itself.
 */
export const ENTITIES = [
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
  ConsumerReturnSchema,
  ReturnItemSchema,
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
  DocumentSchema,
  TemplateSchema,
  OrderWholesaleSchema,
  WholesaleItemSchema,
  OrderCustomsInfoSchema,
  LoadScacSchema,
  ProjectSchema,
  ProjectTaskSchema,
  NotificationEventSchema,
  NotificationSubscriptionSchema,
  WebhookDeliverySchema,
  WebhookDeliveryAttemptSchema,
];
