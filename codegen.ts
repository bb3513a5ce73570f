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
        scalars: { DateTime: 'Date | string', Date: 'string', JSON: 'unknown' },
        mappers: {
          Item: '../domain/items/entities#Item',
          Originator: '../domain/items/entities#Originator',
          Customer: '../domain/customers/entities#Customer',
          Shop: '../domain/customers/entities#Shop',
          MetaKey: '../domain/meta/entities#MetaKey',
          BundleItem: '../domain/bundles/entities#BundleItem',
          Scancode: '../domain/scancodes/entities#Scancode',
          ItemConnection: '../domain/common/list/connection#Connection',
          OriginatorConnection: '../domain/common/list/connection#Connection',
          ScancodeConnection: '../domain/common/list/connection#Connection',
        },
      },
    },
  },
};
export default config;
