import { type GraphQLInputObjectType, type GraphQLSchema, isObjectType } from 'graphql';
import type { ColumnSpec } from '../domain/common/columns';
import { ORDER_DOCUMENT_SPEC } from '../domain/documents/fields';
import { ITEM_SPEC, ORIGINATOR_SPEC } from '../domain/items/fields';
import { ORDER_ITEM_SPEC, ORDER_SPEC } from '../domain/orders/fields';
import { PROJECT_SPEC, PROJECT_TASK_SPEC } from '../domain/projects/fields';
import { CONSUMER_RETURN_SPEC, RETURN_ITEM_SPEC } from '../domain/returns/fields';
import { SCANCODE_SPEC } from '../domain/scancodes/fields';
import { SHIPNOTICE_ITEM_SPEC, SHIPNOTICE_SPEC } from '../domain/shipnotices/fields';
import { ORDER_WHOLESALE_SPEC, STORE_ADDRESS_SPEC, WHOLESALE_ITEM_SPEC } from '../domain/wholesale/fields';
import { V2_ACCEPTED_FIELDS } from './v2-accepted-fields';

/** What an input type writes: a resource (its output type), and the resource's column spec with the occasion whose flags say which columns the input takes. */
export interface InputTarget {
  resource: string;
  spec?: ColumnSpec;
  on?: 'create' | 'update';
}

const written = (resource: string, spec: ColumnSpec, on: 'create' | 'update'): InputTarget => ({ resource, spec, on });

/**
 * Each input type that writes a resource. Where the resource has a column spec, the spec's
 * create/update flags decide which of its columns are writable (test/unit/writable-fields.test.ts
 * holds this table to the specs and the schema); the resource's other fields (its id,
 * timestamps, computed counts) are read-only. A resource without a spec yet is known by its output
 * type alone: what the input does not take of it is read-only.
 */
export const INPUT_TARGETS: Readonly<Record<string, InputTarget>> = {
  OrderCreateInput: written('Order', ORDER_SPEC, 'create'),
  OrderUpdateInput: written('Order', ORDER_SPEC, 'update'),
  OrderItemCreateInput: written('OrderItem', ORDER_ITEM_SPEC, 'create'),
  OrderItemUpdateInput: written('OrderItem', ORDER_ITEM_SPEC, 'update'),
  ItemCreateInput: written('Item', ITEM_SPEC, 'create'),
  ItemUpdateInput: written('Item', ITEM_SPEC, 'update'),
  OriginatorAttributes: written('Originator', ORIGINATOR_SPEC, 'create'),
  ShipnoticeCreateInput: written('Shipnotice', SHIPNOTICE_SPEC, 'create'),
  ShipnoticeUpdateInput: written('Shipnotice', SHIPNOTICE_SPEC, 'update'),
  ShipnoticeItemCreateInput: written('ShipnoticeItem', SHIPNOTICE_ITEM_SPEC, 'create'),
  ShipnoticeItemUpdateInput: written('ShipnoticeItem', SHIPNOTICE_ITEM_SPEC, 'update'),
  ConsumerReturnCreateInput: written('ConsumerReturn', CONSUMER_RETURN_SPEC, 'create'),
  ConsumerReturnUpdateInput: written('ConsumerReturn', CONSUMER_RETURN_SPEC, 'update'),
  ReturnItemCreateInput: written('ReturnItem', RETURN_ITEM_SPEC, 'create'),
  // One input serves create and update alike; the spec's flags agree on both.
  OrderWholesaleInput: written('OrderWholesale', ORDER_WHOLESALE_SPEC, 'update'),
  StoreAddressInput: written('StoreAddress', STORE_ADDRESS_SPEC, 'update'),
  WholesaleItemAttributes: written('WholesaleItem', WHOLESALE_ITEM_SPEC, 'create'),
  WholesaleItemInput: written('WholesaleItem', WHOLESALE_ITEM_SPEC, 'update'),
  OrderDocumentCreateInput: written('OrderDocument', ORDER_DOCUMENT_SPEC, 'create'),
  ScancodeCreateInput: written('Scancode', SCANCODE_SPEC, 'create'),
  ProjectCreateInput: written('Project', PROJECT_SPEC, 'create'),
  ProjectTaskCreateInput: written('ProjectTask', PROJECT_TASK_SPEC, 'create'),
  // No column spec yet.
  BundleItemCreateInput: { resource: 'BundleItem' },
  BundleItemUpdateInput: { resource: 'BundleItem' },
  CustomerUpdateInput: { resource: 'Customer' },
  CustomsInfoInput: { resource: 'CustomsInfo' },
  DocumentCreateInput: { resource: 'Document' },
  MetaFieldsInput: { resource: 'MetaFields' },
  MetaKeyInput: { resource: 'MetaKey' },
  NotificationSubscriptionCreateInput: { resource: 'NotificationSubscription' },
  NotificationSubscriptionUpdateInput: { resource: 'NotificationSubscription' },
  ShopUpdateInput: { resource: 'Shop' },
  TemplateCreateInput: { resource: 'Template' },
  TemplateUpdateInput: { resource: 'Template' },
};

/**
 * What a field of a body is to the input type it reaches: taken by it (`input`), the resource's but
 * not writable then (`read-only`: a body read from a GET and sent back carries these), one the
 * original V2 API declares that nothing here acts on (`declared`, v2-accepted-fields.ts), or unknown.
 */
export type FieldStanding = 'input' | 'read-only' | 'declared' | 'unknown';

export function standingOf(schema: GraphQLSchema, type: GraphQLInputObjectType, field: string): FieldStanding {
  const target = INPUT_TARGETS[type.name];
  // Own keys only: a body's "constructor" is no column.
  const column = target?.spec && Object.hasOwn(target.spec, field) ? target.spec[field] : undefined;
  if (column && target.on && !column[target.on]) return 'read-only';
  if (field in type.getFields()) return 'input';
  if (column || (target && shows(schema, target.resource, field))) return 'read-only';
  return V2_ACCEPTED_FIELDS[type.name]?.includes(field) ? 'declared' : 'unknown';
}

function shows(schema: GraphQLSchema, resource: string, field: string): boolean {
  const output = schema.getType(resource);
  return !!output && isObjectType(output) && field in output.getFields();
}
