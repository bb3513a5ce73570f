import {
  type GraphQLInputType, type GraphQLNamedType, type GraphQLSchema, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  isSpecifiedScalarType,
} from 'graphql';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type Schema = Record<string, unknown>;

/**
 * How each GraphQL scalar travels as JSON. A scalar missing here fails start-up, so a new one
 * cannot reach the document undescribed.
 */
const SCALARS: Record<string, Schema> = {
  Int: { type: 'integer', format: 'int32' },
  Long: { type: 'integer', format: 'int64' },
  Float: { type: 'number' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
  Date: { type: 'string', format: 'date' },
  // Any JSON value: an empty schema.
  JSON: {},
};

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/**
 * The schema, or null: `type: [t, "null"]` where its own keywords say all, else `anyOf` (a
 * referenced or combined schema has its own type). An empty schema already admits null.
 */
export function orNull(schema: Schema): Schema {
  const selfContained = !['$ref', 'allOf', 'enum', 'const'].some((k) => k in schema);
  if (typeof schema.type === 'string' && selfContained) return { ...schema, type: [schema.type, 'null'] };
  if (Object.keys(schema).every((k) => k === 'description')) return schema;
  const { description, ...rest } = schema;
  return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null' }] };
}

/** `description` first, when the GraphQL definition has one. */
export const described = (schema: Schema, description?: string | null): Schema => (description ? { description, ...schema } : schema);

/** The default a GraphQL input value takes when it is left out. */
export const withDefault = (schema: Schema, value: unknown): Schema => (value === undefined ? schema : { ...schema, default: value });

/**
 * The document's `components.schemas`, filled as types are met: GraphQL enums, input types and
 * object types (their leaf fragments, src/rest/openapi/selections.ts) under their own names, and the
 * names the facade adds (its bodies), which must not collide with them.
 */
export class Components {
  readonly schemas: Record<string, Schema> = {};

  constructor(readonly graphql: GraphQLSchema) {}

  /** Registers `name` once (a placeholder first, so recursive types end) and returns a reference to it. */
  named(name: string, build: () => Schema): Schema {
    if (!(name in this.schemas)) {
      this.schemas[name] = {};
      this.schemas[name] = build();
    }
    return ref(name);
  }

  /** A schema the facade itself defines (an error body), under a name no GraphQL type has. */
  own(name: string, schema: Schema): Schema {
    if (this.graphql.getType(name)) throw new Error(`OpenAPI component ${name} collides with the GraphQL type of that name`);
    return this.named(name, () => schema);
  }

  /** A scalar or enum, by reference for enums. */
  leaf(type: GraphQLNamedType): Schema {
    if (isEnumType(type)) {
      return this.named(type.name, () => described({ type: 'string', enum: type.getValues().map((v) => v.name) }, type.description));
    }
    if (!isScalarType(type)) throw new Error(`${type.name} is not a scalar or enum`);
    const schema = SCALARS[type.name];
    if (!schema) throw new Error(`OpenAPI: no JSON Schema for the GraphQL scalar ${type.name}; add it to SCALARS`);
    // The built-in scalars' descriptions speak of GraphQL, not of the JSON the facade sends.
    return isSpecifiedScalarType(type) ? schema : described(schema, type.description);
  }

  /** An input value's schema: non-null is not-null (and required, for the caller to decide); lists are arrays. */
  input(type: GraphQLInputType): Schema {
    if (isNonNullType(type)) return this.inputInner(type.ofType);
    return orNull(this.inputInner(type));
  }

  private inputInner(type: GraphQLInputType): Schema {
    if (isListType(type)) return { type: 'array', items: this.input(type.ofType) };
    if (!isInputObjectType(type)) return this.leaf(type);
    // Unknown fields are refused (src/rest/coerce.ts), not dropped: the schema says so.
    return this.named(type.name, () => {
      const fields = Object.values(type.getFields());
      const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
      return described({
        type: 'object',
        properties: Object.fromEntries(fields.map((f) => [f.name, withDefault(described(this.input(f.type), f.description), f.defaultValue)])),
        ...(required.length ? { required } : {}),
        additionalProperties: false,
      }, type.description);
    });
  }
}
