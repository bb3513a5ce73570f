import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type GraphQLNamedType, type GraphQLType, getNamedType, isEnumType, isInputObjectType, isObjectType } from 'graphql';
import { DatabaseSchema } from '@mikro-orm/knex';
import codegenConfig from '../codegen';
import { loadTypeDefs } from '../src/graphql/schema';
import { type ColumnKind, type ColumnSpec, type Column, writableColumns } from '../src/domain/common/columns';
import {
  ORDER_BULK_JOB_SPEC, ORDER_EVENT_SPEC, ORDER_ITEM_SPEC, ORDER_SPEC, ORDER_STATE_SPEC, PACKAGE_SPEC, SERIAL_NUMBER_SPEC,
} from '../src/domain/orders/fields';
import { Order, OrderBulkJob, OrderEvent, OrderItem, Package, SerialNumber } from '../src/domain/orders/entities';
import { ITEM_ARCHIVE_SPEC, ITEM_SPEC, ORIGINATOR_LINK_SPEC, ORIGINATOR_SPEC } from '../src/domain/items/fields';
import { Item, Originator } from '../src/domain/items/entities';
import { SHIPNOTICE_ITEM_SPEC, SHIPNOTICE_SPEC } from '../src/domain/shipnotices/fields';
import { Shipnotice, ShipnoticeItem } from '../src/domain/shipnotices/entities';
import { CONSUMER_RETURN_SPEC, RETURN_ITEM_SPEC } from '../src/domain/returns/fields';
import { ConsumerReturn, ReturnItem } from '../src/domain/returns/entities';
import { ORDER_WHOLESALE_SPEC, STORE_ADDRESS_SPEC, WHOLESALE_ITEM_SPEC } from '../src/domain/wholesale/fields';
import { OrderWholesale, WholesaleItem } from '../src/domain/wholesale/entities';
import { DOCUMENT_SPEC, ORDER_DOCUMENT_SPEC, SHIPPING_DOCUMENT_SPEC } from '../src/domain/documents/fields';
import { Document, OrderDocument, ShippingDocument } from '../src/domain/documents/entities';
import { CUSTOMS_INFO_ROW_SPEC, CUSTOMS_INFO_SPEC } from '../src/domain/customs/fields';
import { OrderCustomsInfo } from '../src/domain/customs/entities';
import { SCANCODE_SPEC } from '../src/domain/scancodes/fields';
import { Scancode } from '../src/domain/scancodes/entities';
import { PROJECT_SPEC, PROJECT_TASK_SPEC } from '../src/domain/projects/fields';
import { Project, ProjectTask } from '../src/domain/projects/entities';
import { TEMPLATE_SPEC } from '../src/domain/templates/fields';
import { Template } from '../src/domain/templates/entities';
import { LOAD_SCAC_SPEC } from '../src/domain/loadscacs/fields';
import { LoadScac } from '../src/domain/loadscacs/entities';
import { SAVED_SEARCH_SPEC } from '../src/domain/searches/fields';
import { SavedSearch } from '../src/domain/searches/entities';
import { ITEM_TRANSACTION_SPEC, LOT_SPEC, STOCK_SPEC } from '../src/domain/inventory/fields';
import { ItemTransaction, Lot, Stock } from '../src/domain/inventory/entities';
import { BUNDLE_ITEM_SPEC } from '../src/domain/bundles/fields';
import { BundleItem } from '../src/domain/bundles/entities';
import { LOCATION_SPEC, SHIPPING_METHOD_SPEC, WAREHOUSE_SPEC } from '../src/domain/warehouses/fields';
import { Location, ShippingMethod, Warehouse } from '../src/domain/warehouses/entities';
import { CUSTOMER_SPEC, SHOP_SPEC } from '../src/domain/customers/fields';
import { Customer, Shop } from '../src/domain/customers/entities';
import { META_KEY_SPEC } from '../src/domain/meta/columns';
import { MetaKey } from '../src/domain/meta/entities';
import { ACCESS_TOKEN_SPEC, API_CLIENT_SPEC } from '../src/domain/auth/fields';
import { AccessToken, ApiClient } from '../src/domain/auth/entities';
import {
  NOTIFICATION_EVENT_SPEC, NOTIFICATION_SUBSCRIPTION_SPEC, WEBHOOK_DELIVERY_ATTEMPT_SPEC, WEBHOOK_DELIVERY_SPEC,
} from '../src/domain/webhooks/fields';
import { NotificationEvent, NotificationSubscription, WebhookDelivery, WebhookDeliveryAttempt } from '../src/domain/webhooks/entities';
import { ormOnClone } from './support/orm';

/**
 * One spec per resource (src/domain/<area>/fields.ts) says what a column is. This holds the other
 * places that say it too to the spec: the GraphQL output and input types, the entity, the migrated
 * database, and the generated resolver types.
 */

interface Resource {
  spec: ColumnSpec;
  /** The GraphQL type that renders it; none for rows no type shows as they are (a view of its own, or credentials). */
  output?: string;
  create?: string;
  update?: string;
  /** The entity class, for resources stored in a table of their own. */
  entity?: new () => object;
  /** A table written only through another resource's input (a customs info row, through customs_info_attributes): its writable columns are that one's. */
  via?: string;
}

const RESOURCES: Record<string, Resource> = {
  Order: { spec: ORDER_SPEC, output: 'Order', create: 'OrderCreateInput', update: 'OrderUpdateInput', entity: Order },
  OrderItem: { spec: ORDER_ITEM_SPEC, output: 'OrderItem', create: 'OrderItemCreateInput', update: 'OrderItemUpdateInput', entity: OrderItem },
  Item: { spec: ITEM_SPEC, output: 'Item', create: 'ItemCreateInput', update: 'ItemUpdateInput', entity: Item },
  Originator: { spec: ORIGINATOR_SPEC, output: 'Originator', create: 'OriginatorAttributes', entity: Originator },
  OriginatorLink: { spec: ORIGINATOR_LINK_SPEC, output: 'Originator', entity: Originator },
  // Shown as archived (true when archived_at is set).
  ItemArchive: { spec: ITEM_ARCHIVE_SPEC, entity: Item },
  Shipnotice: { spec: SHIPNOTICE_SPEC, output: 'Shipnotice', create: 'ShipnoticeCreateInput', update: 'ShipnoticeUpdateInput', entity: Shipnotice },
  ShipnoticeItem: {
    spec: SHIPNOTICE_ITEM_SPEC, output: 'ShipnoticeItem', create: 'ShipnoticeItemCreateInput', update: 'ShipnoticeItemUpdateInput', entity: ShipnoticeItem,
  },
  ConsumerReturn: {
    spec: CONSUMER_RETURN_SPEC, output: 'ConsumerReturn', create: 'ConsumerReturnCreateInput', update: 'ConsumerReturnUpdateInput', entity: ConsumerReturn,
  },
  ReturnItem: { spec: RETURN_ITEM_SPEC, output: 'ReturnItem', create: 'ReturnItemCreateInput', entity: ReturnItem },
  OrderWholesale: { spec: ORDER_WHOLESALE_SPEC, output: 'OrderWholesale', create: 'OrderWholesaleInput', update: 'OrderWholesaleInput', entity: OrderWholesale },
  StoreAddress: { spec: STORE_ADDRESS_SPEC, output: 'StoreAddress', create: 'StoreAddressInput', update: 'StoreAddressInput' },
  WholesaleItem: { spec: WHOLESALE_ITEM_SPEC, output: 'WholesaleItem', create: 'WholesaleItemAttributes', update: 'WholesaleItemInput', entity: WholesaleItem },
  OrderDocument: { spec: ORDER_DOCUMENT_SPEC, output: 'OrderDocument', create: 'OrderDocumentCreateInput', entity: OrderDocument },
  Scancode: { spec: SCANCODE_SPEC, output: 'Scancode', create: 'ScancodeCreateInput', entity: Scancode },
  Project: { spec: PROJECT_SPEC, output: 'Project', create: 'ProjectCreateInput', entity: Project },
  ProjectTask: { spec: PROJECT_TASK_SPEC, output: 'ProjectTask', create: 'ProjectTaskCreateInput', entity: ProjectTask },
  Template: { spec: TEMPLATE_SPEC, output: 'Template', create: 'TemplateCreateInput', update: 'TemplateUpdateInput', entity: Template },
  LoadScac: { spec: LOAD_SCAC_SPEC, output: 'LoadScac', entity: LoadScac },
  SavedSearch: { spec: SAVED_SEARCH_SPEC, output: 'SavedSearch', entity: SavedSearch },
  // Columns only the service writes: on the output, in no input.
  OrderState: { spec: ORDER_STATE_SPEC, output: 'Order', entity: Order },
  OrderEvent: { spec: ORDER_EVENT_SPEC, output: 'OrderEvent', entity: OrderEvent },
  Package: { spec: PACKAGE_SPEC, output: 'Package', entity: Package },
  SerialNumber: { spec: SERIAL_NUMBER_SPEC, output: 'SerialNumber', entity: SerialNumber },
  OrderBulkJob: { spec: ORDER_BULK_JOB_SPEC, output: 'OrderBulkJob', entity: OrderBulkJob },
  ShippingDocument: { spec: SHIPPING_DOCUMENT_SPEC, output: 'ShippingDocument', entity: ShippingDocument },
  Document: { spec: DOCUMENT_SPEC, output: 'Document', create: 'DocumentCreateInput', entity: Document },
  CustomsInfo: { spec: CUSTOMS_INFO_SPEC, output: 'CustomsInfo', create: 'CustomsInfoInput', update: 'CustomsInfoInput' },
  OrderCustomsInfo: { spec: CUSTOMS_INFO_ROW_SPEC, output: 'CustomsInfo', entity: OrderCustomsInfo, via: 'CustomsInfo' },
  Lot: { spec: LOT_SPEC, output: 'Lot', entity: Lot },
  // Rendered as ItemLocation, a view of the row through its location (inventory/service.ts).
  Stock: { spec: STOCK_SPEC, entity: Stock },
  ItemTransaction: { spec: ITEM_TRANSACTION_SPEC, output: 'ItemTransaction', entity: ItemTransaction },
  BundleItem: { spec: BUNDLE_ITEM_SPEC, output: 'BundleItem', create: 'BundleItemCreateInput', update: 'BundleItemUpdateInput', entity: BundleItem },
  Warehouse: { spec: WAREHOUSE_SPEC, output: 'Warehouse', entity: Warehouse },
  Location: { spec: LOCATION_SPEC, output: 'Location', entity: Location },
  ShippingMethod: { spec: SHIPPING_METHOD_SPEC, output: 'ShippingMethod', entity: ShippingMethod },
  Customer: { spec: CUSTOMER_SPEC, output: 'Customer', create: 'CustomerInviteInput', update: 'CustomerUpdateInput', entity: Customer },
  Shop: { spec: SHOP_SPEC, output: 'Shop', update: 'ShopUpdateInput', entity: Shop },
  MetaKey: { spec: META_KEY_SPEC, output: 'MetaKey', create: 'MetaKeyInput', entity: MetaKey },
  NotificationEvent: { spec: NOTIFICATION_EVENT_SPEC, output: 'NotificationEvent', entity: NotificationEvent },
  NotificationSubscription: {
    spec: NOTIFICATION_SUBSCRIPTION_SPEC, output: 'NotificationSubscription', create: 'NotificationSubscriptionCreateInput',
    update: 'NotificationSubscriptionUpdateInput', entity: NotificationSubscription,
  },
  WebhookDelivery: { spec: WEBHOOK_DELIVERY_SPEC, output: 'NotificationDelivery', entity: WebhookDelivery },
  WebhookDeliveryAttempt: { spec: WEBHOOK_DELIVERY_ATTEMPT_SPEC, output: 'NotificationDeliveryAttempt', entity: WebhookDeliveryAttempt },
  // Credentials: no GraphQL type shows a client or a token row.
  ApiClient: { spec: API_CLIENT_SPEC, entity: ApiClient },
  AccessToken: { spec: ACCESS_TOKEN_SPEC, entity: AccessToken },
};

const TENANT = 'names the owning customer (a staff caller picks one): checked by owningCustomer, not written as given';
const LINES = 'the lines, created with the resource (their own spec)';
const ORIGINATOR = "the caller's own record of the resource (ORIGINATOR_SPEC)";
const META = 'meta fields, checked against the declared keys (meta/fields.ts)';

/** Fields on an input type that are not the resource's own columns, each for a reason. */
const INPUT_EXTRAS: Record<string, Record<string, string>> = {
  OrderCreateInput: {
    customer_id: TENANT,
    status: 'only 30 or 35 on create (a quote, on hold): the service sets every other status',
    shop_warehouse_ids: 'an array column, written as given',
    tracking: 'an array column, written as given',
    tracking_links: 'an array column, written as given',
    order_items: LINES,
    order_items_attributes: LINES,
    originator_attributes: ORIGINATOR,
    meta_fields: META,
    wholesale_attributes: 'the nested wholesale details (ORDER_WHOLESALE_SPEC)',
    customs_info_attributes: 'the nested customs details (customs/attributes.ts)',
  },
  OrderUpdateInput: {
    wholesale_attributes: 'the nested wholesale details (ORDER_WHOLESALE_SPEC)',
    customs_info_attributes: 'the nested customs details (customs/attributes.ts)',
  },
  OrderItemCreateInput: {
    item_originator_id: 'names the item by its originator instead of item_id',
    originator_id: "short for originator_attributes.original_id",
    order_id: 'ignored: the route or the enclosing order names the order (V2 bodies carry it)',
    customer_id: 'ignored: a line belongs to its order\'s customer (V2 bodies carry it)',
    created_at: 'ignored: set by the service (V2 bodies carry it)',
    updated_at: 'ignored: set by the service (V2 bodies carry it)',
    originator_attributes: ORIGINATOR,
    meta_fields: META,
    wholesale_item_attributes: 'the nested wholesale item (WHOLESALE_ITEM_SPEC)',
  },
  OrderItemUpdateInput: { wholesale_item_attributes: 'the nested wholesale item (WHOLESALE_ITEM_SPEC)' },
  ItemCreateInput: { originators_attributes: ORIGINATOR, meta_fields: META },
  ShipnoticeCreateInput: {
    warehouse_id: 'one of the customer\'s warehouses: checked by customerWarehouse',
    customer_id: TENANT,
    shipnotice_items: LINES,
    shipnotice_items_attributes: LINES,
    originator_attributes: ORIGINATOR,
    meta_fields: META,
  },
  ShipnoticeItemCreateInput: {
    item_originator_id: 'names the item by its originator instead of item_id',
    lot_attributes: 'the announced lot: lot_number and lot_expires_on, with rules of their own',
    originator_attributes: ORIGINATOR,
    meta_fields: META,
  },
  ShipnoticeItemUpdateInput: { lot_attributes: 'the announced lot: lot_number and lot_expires_on, with rules of their own' },
  ConsumerReturnCreateInput: {
    order_id: 'the order returned from: checked against the customer and its return window',
    exchange_order_id: 'an order of the customer: checked',
    customer_id: TENANT,
    warehouse_id: 'one of the customer\'s warehouses: checked by customerWarehouse',
    return_items: LINES,
    shipnotice_items_attributes: LINES,
    originator_attributes: ORIGINATOR,
    meta_fields: META,
  },
  ReturnItemCreateInput: {
    item_originator_id: 'names the item by its originator instead of item_id',
    originator_attributes: ORIGINATOR,
  },
  OrderWholesaleInput: { store_address_attributes: 'the nested store address (STORE_ADDRESS_SPEC), kept as JSON' },
  WholesaleItemInput: { order_item_id: 'moves the wholesale item to another line: checked' },
  OrderDocumentCreateInput: { customer_id: "must be the order's customer: checked, not written as given" },
  ProjectCreateInput: { customer_id: TENANT },
  TemplateCreateInput: { customer_id: TENANT },
  DocumentCreateInput: {
    customer_id: TENANT,
    keyword_list: 'a tag list: an array column, split and checked by documents/customer-documents.ts',
    message_list: 'a tag list: an array column, split and checked by documents/customer-documents.ts',
    context_list: 'a tag list: an array column, split and checked by documents/customer-documents.ts',
    resource_type_list: 'a tag list: an array column, split and checked by documents/customer-documents.ts',
  },
  CustomerInviteInput: { scopes: "the scopes of the customer's first API client (auth/service.ts)" },
  NotificationSubscriptionCreateInput: { customer_id: TENANT, event_name: 'names the catalog event instead of notification_event_id' },
  NotificationSubscriptionUpdateInput: {
    customer_id: 'only at the customer it has: a subscription never moves to another customer',
    event_name: 'names the catalog event instead of notification_event_id',
  },
};

/** Spec fields whose output type is not the kind's scalar, each for a reason. */
const OUTPUT_EXCEPTIONS: Record<string, Record<string, string>> = {
  ReturnItem: { price: 'rendered as a decimal string, as the original renders it' },
  OrderBulkJob: {
    shop_id: 'who asked for the job: kept for the job\'s context, not shown',
    api_client_id: 'who asked for the job: kept for the job\'s context, not shown',
    staff: 'who asked for the job: kept for the job\'s context, not shown',
    resources_pruned_at: 'retention\'s own mark (src/retention), not shown',
  },
  WebhookDelivery: {
    resource_type: 'what keeps one resource\'s deliveries in order (events/webhooks/delivery.ts), not shown',
    resource_id: 'what keeps one resource\'s deliveries in order (events/webhooks/delivery.ts), not shown',
    attempts: 'shown as attempt_count: attempts lists each attempt',
    locked_until: 'the worker\'s lease, not shown',
    body: 'the body as signed and sent, kept for redelivery, not shown',
  },
  WebhookDeliveryAttempt: { delivery_id: 'shown under its delivery' },
};

const SCALARS: Record<ColumnKind, readonly string[]> = {
  string: ['String'],
  text: ['String'],
  integer: ['Int', 'Long'],
  bigint: ['Long'],
  double: ['Float'],
  boolean: ['Boolean'],
  datetime: ['DateTime'],
  date: ['Date'],
  json: ['JSON'],
};

/** A string column may be typed as an enum (its values fit the column: the database check below holds the width). */
function scalarMatches(column: Column, type: GraphQLType): boolean {
  const named: GraphQLNamedType = getNamedType(type);
  if ((column.kind === 'string' || column.kind === 'text') && isEnumType(named)) return true;
  return SCALARS[column.kind].includes(named.name);
}

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

function fieldsOf(typeName: string) {
  const type = schema.getType(typeName);
  if (!type || !(isObjectType(type) || isInputObjectType(type))) throw new Error(`${typeName} is not an object or input type of the schema`);
  return type.getFields();
}

describe.each(Object.entries(RESOURCES))('%s', (name, resource) => {
  const output = resource.output;
  if (output) test('each spec field is on the output type, with its kind\'s scalar', () => {
    const fields = fieldsOf(output);
    const problems = Object.entries(resource.spec).flatMap(([field, column]) => {
      if (OUTPUT_EXCEPTIONS[name]?.[field]) return [];
      if (!fields[field]) return [`${output}.${field} is missing`];
      return scalarMatches(column, fields[field].type) ? [] : [`${output}.${field} is ${fields[field].type}, the spec says ${column.kind}`];
    });
    expect(problems).toEqual([]);
  });

  test.each(['create', 'update'] as const)('the %s input holds exactly the fields writable then (and the listed extras)', (on) => {
    const inputName = resource[on];
    const writable = writableColumns(resource.spec, on);
    if (resource.via) {
      expect(writable.filter((f) => !(f in RESOURCES[resource.via!].spec))).toEqual([]);
      return;
    }
    if (!inputName) {
      expect(writable).toEqual([]);
      return;
    }
    const fields = fieldsOf(inputName);
    const extras = INPUT_EXTRAS[inputName] ?? {};
    expect(Object.keys(fields).filter((f) => !extras[f]).sort()).toEqual([...writable].sort());
    // An extra that is a column of the spec, or no longer on the input, is a stale entry.
    expect(Object.keys(extras).filter((f) => !fields[f] || f in resource.spec)).toEqual([]);
    const typeProblems = writable.filter((f) => !scalarMatches(resource.spec[f], fields[f].type));
    expect(typeProblems).toEqual([]);
  });
});

/** Columns every table may have beside its spec: the owning customer and the stamps. */
const UNSPECCED = new Set(['customer_id', 'created_at', 'updated_at']);

/**
 * A column beside the specs by what it is: a reference to another record (an integer *_id or an
 * array of them: its service checks the record), an array (written as given; list specs and inputs
 * name them apart), or meta fields (checked against the declared keys, meta/fields.ts).
 */
const besideByKind = (p: { name: string; type: string; columnTypes: string[] }) =>
  /_ids?$/.test(p.name) || p.columnTypes[0]?.endsWith('[]') || p.name === 'meta_fields';

/** Columns an entity maps beside its specs, each for a reason. */
const BESIDE_SPECS: Record<string, Record<string, string>> = {
  ShippingDocument: { document_format: 'stored as the original\'s `format` column: a spec names columns by their own name' },
  OrderWholesale: { store_address: 'a JSON object held by STORE_ADDRESS_SPEC, its own resource above' },
  AccessToken: { grant_id: 'a uuid the database draws, naming a refresh chain (auth/tokens.ts)' },
};

describe('entities map the specs', () => {
  const orm = ormOnClone({ log: () => {} });

  /**
   * Every entity is held to a spec: each column it maps is a spec's (RESOURCES above), or one of what
   * every table has beside its spec (its key, its tenant, its stamps, its relations, counters only the
   * ledger writes), or one of BESIDE_SPECS. A table of keys alone (a join) has no spec to hold.
   */
  test('every entity maps only columns of its specs, its keys, tenant, stamps and relations', () => {
    const problems = Object.values(orm().getMetadata().getAll()).flatMap((meta) => {
      const specs = Object.values(RESOURCES).filter((r) => r.entity?.name === meta.className).map((r) => r.spec);
      return Object.values(meta.properties)
        .filter((p) => p.kind === 'scalar' && !p.primary && !p.formula && !UNSPECCED.has(p.name) && !besideByKind(p))
        .filter((p) => !specs.some((spec) => p.name in spec) && !BESIDE_SPECS[meta.className]?.[p.name])
        .map((p) => `${meta.className}.${p.name} is in no spec`);
    });
    expect(problems).toEqual([]);
  });

  test.each(Object.entries(RESOURCES).filter(([, r]) => r.entity))('%s: columns, widths, nullability and initial values', (_name, resource) => {
    const meta = orm().getMetadata().get(resource.entity!.name);
    const fresh = new resource.entity!() as Record<string, unknown>;
    const problems = Object.entries(resource.spec).flatMap(([field, column]) => {
      const prop = meta.properties[field as never] as { columnTypes: string[]; nullable?: boolean } | undefined;
      if (!prop) return [`${field} is not mapped`];
      const found: string[] = [];
      if (column.length !== undefined && prop.columnTypes[0] !== `varchar(${column.length})`) found.push(`${field} is ${prop.columnTypes[0]}, the spec says varchar(${column.length})`);
      if (!!prop.nullable !== column.nullable) found.push(`${field} is ${prop.nullable ? '' : 'not '}nullable in the entity`);
      // A property the class leaves unset is inserted as null.
      if (column.default !== undefined && (fresh[field] ?? null) !== column.default) found.push(`${field} starts as ${fresh[field]} in the entity, the spec says ${column.default}`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  test('after the migrations every table has statistics: none is planned as ten pages of guessed rows (db/orm.ts migrate)', async () => {
    const unplanned = await orm().em.getConnection().execute<{ relname: string }[]>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
    );
    expect(unplanned.map((r) => r.relname)).toEqual([]);
  });

  /**
   * After every migration, MikroORM finds nothing to change, widths and nullability included. What the
   * migrations alone declare is left out of the comparison: indexes (partial and unique ones among them),
   * check constraints (and the enums MikroORM reads from `check (x in (...))`), foreign keys (entities
   * map most references as plain ids), the tables no entity maps (events, idempotency keys, rate limits,
   * ...: their modules write them in SQL), the items' counters (formula properties: only the ledger
   * writes them, in SQL), and the defaults of columns the entity always fills itself (timestamps set on
   * create or stamped now(), JSON objects and arrays that start empty).
   */
  test('the schema diff after all migrations is empty', async () => {
    const generator = orm().schema;
    const target = generator.getTargetSchema();
    const mapped = new Set(target.getTables().map((t) => t.name));
    const fromSchema = await DatabaseSchema.create(orm().em.getConnection(), orm().em.getPlatform(), orm().config, undefined, undefined, [...mapped]);
    const filled = new Set<string>();
    const formulas = new Set<string>();
    for (const meta of Object.values(orm().getMetadata().getAll())) {
      for (const prop of Object.values(meta.properties)) {
        if (prop.formula) formulas.add(`${meta.tableName}.${prop.name}`);
        else if (prop.onCreate || /^jsonb?$|\[\]$/.test(prop.columnTypes?.[0] ?? '')) filled.add(`${meta.tableName}.${prop.fieldNames?.[0] ?? prop.name}`);
      }
    }
    for (const table of fromSchema.getTables()) {
      const entity = target.getTable(table.name)!;
      Object.assign(table, { indexes: entity.getIndexes(), checks: entity.getChecks(), foreignKeys: entity.getForeignKeys() });
      for (const column of table.getColumns()) {
        if (formulas.has(`${table.name}.${column.name}`)) table.removeColumn(column.name);
        const stamped = /^(now\(\)|current_timestamp)$/i.test(column.default ?? '');
        if (filled.has(`${table.name}.${column.name}`) || stamped) column.default = entity.getColumn(column.name)?.default;
        if (column.enumItems?.length && !entity.getColumn(column.name)?.enumItems?.length) column.enumItems = [];
      }
    }
    const sql = await generator.getUpdateSchemaSQL({ wrap: false, fromSchema });
    expect(sql.trim()).toBe('');
  });
});

/** Codegen's CLI is ESM only: it runs in a node of its own, with the repo's config, and prints what it would write. */
const CODEGEN = `
const { generate } = await import('@graphql-codegen/cli');
const [output] = await generate({ ...JSON.parse(process.env.CODEGEN_CONFIG), silent: true }, false);
process.stdout.write(JSON.stringify(output));
`;

test('src/graphql/generated.ts is what codegen makes of schema/*.graphql', () => {
  const root = path.resolve(__dirname, '..');
  const output = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', CODEGEN], {
    cwd: root, env: { ...process.env, CODEGEN_CONFIG: JSON.stringify(codegenConfig) }, maxBuffer: 64 * 1024 * 1024,
  }).toString()) as { filename: string; content: string };
  expect(output.filename).toBe('src/graphql/generated.ts');
  // Not toEqual: a difference in a file this long is better found with `npm run codegen && git diff`.
  expect(output.content === fs.readFileSync(path.join(root, output.filename), 'utf8')).toBe(true);
});
