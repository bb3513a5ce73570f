import type { CodegenConfig } from '@graphql-codegen/cli';

// schema/*.graphql is the source of truth; this turns it into the resolver types in src/graphql/generated.ts.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'src/graphql/generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#RequestContext',
        useIndexSignature: true,
        mapperTypeSuffix: 'Model',
        enumsAsTypes: true,
        scalars: { DateTime: { input: 'Date', output: 'Date | string' }, Date: 'string', JSON: 'unknown' },
        mappers: {
          Item: '../domain/items/entities#Item',
          Originator: '../domain/items/entities#Originator',
          Customer: '../domain/customers/entities#Customer',
          Shop: '../domain/customers/entities#Shop',
          MetaKey: '../domain/meta/entities#MetaKey',
          Warehouse: '../domain/inventory/quantities#WarehouseView',
          Location: '../domain/warehouses/entities#Location',
          ShippingMethod: '../domain/warehouses/entities#ShippingMethod',
          ItemLocation: '../domain/inventory/service#ItemLocationView',
          Lot: '../domain/inventory/entities#Lot',
          ItemTransaction: '../domain/inventory/entities#ItemTransaction',
          Shipnotice: '../domain/shipnotices/entities#Shipnotice',
          ShipnoticeItem: '../domain/shipnotices/entities#ShipnoticeItem',
          BundleItem: '../domain/bundles/entities#BundleItem',
          Scancode: '../domain/scancodes/entities#Scancode',
          Order: '../domain/orders/entities#Order',
          OrderItem: '../domain/orders/entities#OrderItem',
          OrderEvent: '../domain/orders/entities#OrderEvent',
          Package: '../domain/orders/entities#Package',
          SerialNumber: '../domain/orders/entities#SerialNumber',
          OrderConnection: '../domain/common/list/connection#Connection',
          OrderItemConnection: '../domain/common/list/connection#Connection',
          OrderEventConnection: '../domain/common/list/connection#Connection',
          ItemConnection: '../domain/common/list/connection#Connection',
          WarehouseConnection: '../domain/common/list/connection#Connection',
          ShippingMethodConnection: '../domain/common/list/connection#Connection',
          LocationConnection: '../domain/common/list/connection#Connection',
          ItemLocationConnection: '../domain/common/list/connection#Connection',
          ItemTransactionConnection: '../domain/common/list/connection#Connection',
          ShipnoticeConnection: '../domain/common/list/connection#Connection',
          ShipnoticeItemConnection: '../domain/common/list/connection#Connection',
          OriginatorConnection: '../domain/common/list/connection#Connection',
          ScancodeConnection: '../domain/common/list/connection#Connection',
        },
      },
    },
  },
};
export default config;
