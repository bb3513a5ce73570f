import { BigIntType, type EntitySchemaProperty } from '@mikro-orm/core';
import type { ColumnKind, ColumnSpec } from './columns';

// Entity schemas take the tenant filter with the other schema helpers; it is defined with the rest of tenancy.
export { tenantFilter } from '../../db/tenancy';

export const idProperty = { type: 'integer', primary: true, autoincrement: true } as const;

/** The id of a table that outgrows an int (deliveries, their attempts): a bigint, read as a number. */
export const bigIdProperty = { type: new BigIntType('number'), primary: true, autoincrement: true } as const;

/** created_at / updated_at as every V2 resource shows them. */
export function timestamps<T>(): Record<'created_at' | 'updated_at', EntitySchemaProperty<Date, T>> {
  return {
    created_at: { type: 'Date', onCreate: () => new Date() },
    updated_at: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  } as Record<'created_at' | 'updated_at', EntitySchemaProperty<Date, T>>;
}

/** How each kind of field a resource's field table names is stored. */
const COLUMN_TYPES: Record<ColumnKind, Partial<EntitySchemaProperty<unknown, any>>> = {
  string: { type: 'string', columnType: 'varchar(255)' },
  text: { type: 'text' },
  integer: { type: 'integer' },
  // Event and delivery ids outgrow an int; as numbers, they stay exact to 2^53.
  bigint: { type: new BigIntType('number') },
  double: { type: 'double', columnType: 'double precision', runtimeType: 'number' },
  boolean: { type: 'boolean' },
  datetime: { type: 'Date', columnType: 'timestamptz' },
  date: { type: 'date', columnType: 'date' },
  json: { type: 'json' },
};

/** The entity properties of a resource's spec'd columns: kind, varchar width and nullability come from the spec alone. */
export function specProperties<T>(spec: ColumnSpec): Record<string, EntitySchemaProperty<unknown, T>> {
  return Object.fromEntries(
    Object.entries(spec).map(([name, c]) => [
      name,
      { ...COLUMN_TYPES[c.kind], ...(c.length !== undefined ? { columnType: `varchar(${c.length})`, length: c.length } : {}), nullable: c.nullable },
    ]),
  ) as Record<string, EntitySchemaProperty<unknown, T>>;
}

/** A string column narrower (or wider) than varchar(255), as its migration declares it. */
export const varchar = (length: number, nullable = false) => ({ type: 'string', columnType: `varchar(${length})`, length, nullable }) as const;
