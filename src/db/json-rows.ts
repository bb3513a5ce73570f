import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityMetadata, EntityName } from '@mikro-orm/core';
import { broughtEntity, childRows, type DerivedFields, type Relation } from './prefetch';
import { metadataOf } from './orm-internals';
import { tenantKey, tenantScope } from './tenancy';
import { literal, quote } from './sql';

/**
 * A selection PostgreSQL can answer as JSON text in the answer's own shape: each entry a response
 * key and the field it answers, in the order they are answered. A leaf names the GraphQL scalar it
 * serializes as (`scalar`, `list` for a list of them); a relation holds the fields selected under it.
 */
export interface JsonField {
  key: string;
  field: string;
  scalar?: JsonScalar;
  list?: boolean;
  /** `__typename`: the name, written as it is. */
  typename?: string;
  below?: JsonField[];
  /** A relation to one row that GraphQL declares non-null: a row without it is GraphQL's to answer (with its error). */
  required?: boolean;
  /** A leaf its own resolver answers: written only from the entity's derived form of it (DerivedFields), never from a column. */
  resolved?: boolean;
  /** A leaf of an enum type: the values it may serialize (the stored text is the value's name). */
  enumValues?: readonly string[];
}

export type JsonScalar = 'Int' | 'Float' | 'String' | 'ID' | 'Boolean' | 'DateTime' | 'Date';

/** A page a caller wants as JSON text (`jsonNodes` in graphql/look-ahead.ts), and where to hand it. */
export interface JsonPage {
  fields: JsonField[];
  deliver(json: string): void;
}

/** What each scalar may be read from: the column types whose JSON, as PostgreSQL writes it, is the scalar's serialization. */
const COLUMN_TYPES: Record<JsonScalar, RegExp> = {
  Int: /^(int|integer|int4|int2|smallint|int8|bigint|serial)\b/,
  Float: /^(double|float|real|int|integer|int4|int2|smallint|numeric|decimal)\b/,
  String: /^(varchar|character|char|text|string)\b/,
  // An ID is a string in GraphQL's answer: only text columns write it so.
  ID: /^(varchar|character|char|text|uuid)\b/,
  Boolean: /^bool/,
  DateTime: /^timestamptz\b|^timestamp with time zone|^datetime\b/,
  Date: /^date$/,
};

/**
 * What a required relation's row writes when it is missing (a line pointing at another tenant's
 * item, which no API allows): a string no stored text can be, as no caller knows it.
 */
const MISSING_TEXT = `"missing-${randomBytes(12).toString('hex')}"`;
const MISSING = `'${MISSING_TEXT}'`;

/**
 * A timestamp as the DateTime scalar writes it (Date#toISOString: UTC, milliseconds, `Z`).
 * Microseconds are cut, as the driver cuts them when it makes a Date.
 */
export const isoTimestamp = (expression: string) => `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The SQL of one row of `meta` (aliased `alias`) as a JSON object of `fields`, its relations' rows
 * nested, each condition's value pushed onto `params`; null when a field is not a column of a type
 * the scalar reads as it is, nor one of `relations` (whose rows PostgreSQL can bring with their
 * plain tenant condition): such a selection is rendered by GraphQL. The object is row_to_json of a
 * row of the fields: keys in order, no spaces, JSON values (the relations) written as they are.
 */
function jsonObjectSql(
  em: EntityManager, meta: EntityMetadata, fields: readonly JsonField[], relations: Readonly<Record<string, Relation>>, derived: DerivedFields, alias: string, params: unknown[], depth = 1,
): string | null {
  if (!fields.length) return null;
  const columns: string[] = [];
  for (const f of fields) {
    let value: string | null;
    if (f.typename !== undefined) value = `${literal(f.typename)}::text`;
    else if (f.below) value = relationSql(em, relations[f.field], f, alias, params, depth);
    else if (f.resolved) value = derivedSql(em, meta, relations, derived[f.field], f, alias, params, depth);
    // A field no resolver answers is a column, or a getter of the entity's (then declared derived).
    else value = columnSql(meta, f.field, f, alias) ?? derivedSql(em, meta, relations, derived[f.field], f, alias, params, depth);
    if (value === null) return null;
    columns.push(`${value} as ${quote(f.key)}`);
  }
  return `(select row_to_json(o) from (select ${columns.join(', ')}) o)`;
}

type Props = Record<string, { kind: string; fieldNames?: string[]; formula?: (alias: string) => string; columnTypes?: string[] }>;

/**
 * A column of `meta`'s row written as the leaf `f` serializes it, or null when the column's type is
 * not what the scalar reads as it is. An enum's text is written where it is one of the enum's
 * values; any other (which no input lets in) makes the page GraphQL's, which answers its error.
 */
function columnSql(meta: EntityMetadata, property: string, f: JsonField, alias: string): string | null {
  const prop = (meta.properties as Props)[property];
  const type = prop?.columnTypes?.[0]?.toLowerCase() ?? '';
  const isArray = type.endsWith('[]');
  // A column, or the key column of a many-to-one (a line's order_id), which a row holds as the id.
  const column = prop && (prop.kind === 'scalar' || (prop.kind === 'm:1' && prop.fieldNames?.length === 1));
  const scalar = f.enumValues ? 'String' : f.scalar;
  if (!column || !scalar || isArray !== Boolean(f.list) || (f.enumValues && isArray) || !COLUMN_TYPES[scalar].test(isArray ? type.slice(0, -2) : type)) return null;
  const read = prop.formula ? prop.formula(quote(alias)) : `${quote(alias)}.${quote(prop.fieldNames![0])}`;
  if (f.enumValues) return `case when ${read} is null or ${read} = any(array[${f.enumValues.map(literal).join(', ')}]::text[]) then to_json(${read}) else ${MISSING}::json end`;
  return scalar === 'DateTime' && !isArray ? isoTimestamp(read) : read;
}

/** A resolved leaf as its derived form writes it (DerivedFields), or null where it has none. */
function derivedSql(
  em: EntityManager, meta: EntityMetadata, relations: Readonly<Record<string, Relation>>, form: DerivedFields[string] | undefined, f: JsonField, alias: string, params: unknown[], depth: number,
): string | null {
  if (!form || f.list || f.enumValues) return null;
  if ('sql' in form) {
    const value = form.sql(quote(alias));
    if (!form.when) return value;
    // Where `when` does not hold: what the code reads to finish the row (finishRows), or a text that
    // makes the page GraphQL's.
    const otherwise = form.otherwise ? finishSql(meta, form.otherwise, alias) : `${MISSING}::json`;
    return otherwise && `case when ${form.when(quote(alias))} then to_json(${value}) else ${otherwise} end`;
  }
  const relation = relations[form.via];
  const child = relation && (!relation.many || relation.first) && broughtEntity(em, relation);
  if (!child) return null;
  const childAlias = `j${depth}`;
  const value = columnSql(child, form.column, f, childAlias);
  return value && `(select ${value} ${childRows(em, relation, child, childAlias, quote(alias), params)})`;
}

/** A relation's rows (or row) under the row aliased `parentAlias`, each as its JSON object, in the order a page brings them. */
function relationSql(em: EntityManager, relation: Relation | undefined, { below: fields, required }: JsonField, parentAlias: string, params: unknown[], depth: number): string | null {
  const meta = relation && broughtEntity(em, relation);
  if (!meta) return null;
  const alias = `j${depth}`;
  // The object's own parameters come before the conditions' in the text, so they are pushed first.
  const object = jsonObjectSql(em, meta, fields!, relation.relations ?? {}, relation.derived ?? {}, alias, params, depth + 1);
  if (object === null) return null;
  const rows = childRows(em, relation, meta, alias, quote(parentAlias), params);
  if (!relation.many || relation.first) return required ? `coalesce((select ${object} ${rows}), ${MISSING}::json)` : `(select ${object} ${rows})`;
  const order = (relation.orderBy ?? ['id']).map((c) => `${quote(alias)}.${quote(columnOf(meta, c))}`).join(', ');
  // json_agg would write ", " between the objects.
  return `(select coalesce('[' || string_agg(${object}::text, ',' order by ${order}) || ']', '[]')::json ${rows})`;
}

const columnOf = (meta: EntityMetadata, property: string) => (meta.properties as Record<string, { fieldNames?: string[] }>)[property]?.fieldNames?.[0] ?? property;

type Finish = NonNullable<Extract<DerivedFields[string], { sql: unknown }>['otherwise']>;

/** A key no column or alias can be: the object under it is a value the code finishes (finishRows). */
const FINISH_KEY = `finish-${randomBytes(12).toString('hex')}`;
/** The finishing rules met, each by its number in the SQL (they are the entities' constants: few). */
const finishers: Finish['compute'][] = [];

/** `{FINISH_KEY: [rule, {property: value, …}]}`: the rule's number and the properties of the row it reads. */
function finishSql(meta: EntityMetadata, { reads, compute }: Finish, alias: string): string | null {
  const props = meta.properties as Props;
  if (reads.some((p) => !props[p]?.fieldNames)) return null;
  if (!finishers.includes(compute)) finishers.push(compute);
  const row = reads.map((p) => `${literal(p)}, ${quote(alias)}.${quote(columnOf(meta, p))}`).join(', ');
  return `json_build_object(${literal(FINISH_KEY)}, json_build_array(${finishers.indexOf(compute)}, json_build_object(${row})))`;
}

/** `value` with each object the code finishes replaced by what its rule computes. */
function finished(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(finished);
  if (value === null || typeof value !== 'object') return value;
  const finish = (value as Record<string, unknown>)[FINISH_KEY] as [number, Record<string, unknown>] | undefined;
  if (finish) return finishers[finish[0]](finish[1]) ?? null;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, finished(v)]));
}

/**
 * Rows as their page's text, each value PostgreSQL left to the code (DerivedField `otherwise`)
 * computed: only those rows are parsed and written again (JSON.parse keeps the keys' order).
 */
export const finishRows = (texts: readonly string[]) => texts.map((text) => (text.includes(FINISH_KEY) ? JSON.stringify(finished(JSON.parse(text))) : text));

/** Whether rows written by jsonRowSelect's expression are whole: every required relation found. */
export const jsonRowsWhole = (texts: readonly string[]) => !texts.some((text) => text.includes(MISSING_TEXT));

/** `sql`: the row's text selected as `__json` (a page's column); `object`: the same expression as `json`, for a statement that keeps it as JSON (jsonRowsById). */
type RowSelect = { sql: string[]; object: string; params: unknown[] } | null;

/** What a page's rows may bring (db/prefetch.ts) and how its resolved fields are written: an entity's own, each a constant object. */
export interface JsonRelations {
  relations: Readonly<Record<string, Relation>>;
  derived?: DerivedFields;
}

/** Selects kept per fields (a kept plan's, graphql/look-ahead.ts), relations, entity and tenant: the SQL and its parameters hang on nothing else. */
const selects = new WeakMap<readonly JsonField[], WeakMap<object, Map<string, RowSelect>>>();

/** The select expression of a page's rows as JSON text (`__json`) with its parameters, or null (jsonObjectSql). */
export function jsonRowSelect(em: EntityManager, entity: EntityName<object>, fields: readonly JsonField[], { relations, derived = {} }: JsonRelations): RowSelect {
  let byRelations = selects.get(fields);
  if (!byRelations) selects.set(fields, (byRelations = new WeakMap()));
  let byKey = byRelations.get(relations);
  if (!byKey) byRelations.set(relations, (byKey = new Map()));
  const key = `${metadataOf(em, entity).className} ${tenantKey(em)}`;
  if (byKey.has(key)) return byKey.get(key)!;
  const params: unknown[] = [];
  const object = jsonObjectSql(em, metadataOf(em, entity), fields, relations, derived, 'e0', params);
  const select = object === null ? null : { sql: [`${object}::text as "__json"`], object, params };
  if (byKey.size < 1_000) byKey.set(key, select);
  return select;
}

/** What PostgreSQL writes a resource's rows from: its entity, the relations a row may bring and its resolved fields' forms. */
export interface JsonSource extends JsonRelations {
  entity: EntityName<object>;
}

/**
 * A statement selecting rows of the source's entity by id (the caller's last parameter, an int[])
 * as `id` and `__json`, `fields` written as `json` (jsonRowSelect's expression, not cast to text and
 * so never parsed again), within the tenant of `em`; or null where PostgreSQL cannot write the
 * fields. For a statement that writes what it reads (events/store.ts: an event's payload written in
 * its insert). A text may hold what the code finishes (finishRowValue).
 */
export function jsonRowsById(em: EntityManager, source: JsonSource, fields: readonly JsonField[]): { sql: string; params: unknown[] } | null {
  const meta = metadataOf(em, source.entity);
  const select = jsonRowSelect(em, source.entity, fields, source);
  const scope = tenantScope(em, meta);
  if (!select || !scope) return null;
  // The same string for the same select (kept per entity and tenant, so its tenant columns are the
  // same too): a statement's text is hashed wherever it is looked up (the driver's prepared names, the outbox's statements).
  let sql = byIdStatements.get(select);
  if (!sql) {
    const conditions = Object.keys(scope).map((column) => `"e0".${quote(column)} = ?`);
    sql = `select "e0"."id", ${select.object} as "__json" from ${quote(meta.tableName)} as "e0" where ${[...conditions, '"e0"."id" = any(?::int[])'].join(' and ')}`;
    byIdStatements.set(select, sql);
  }
  return { sql, params: [...select.params, ...Object.values(scope)] };
}

/** jsonRowsById's statement of each select. */
const byIdStatements = new WeakMap<NonNullable<RowSelect>, string>();

/** What a row's text (jsonRowsById's `__json`) holds when the code must finish it (finishRowValue) or render it (MISSING: a required relation missing, a value PostgreSQL cannot write as GraphQL would). */
export const UNFINISHED_MARKS: readonly string[] = [FINISH_KEY, MISSING_TEXT];

/**
 * A row's parsed text with what PostgreSQL left to the code computed (finishRows for a value), or
 * null when it is not whole: GraphQL's to render, as a page with such a row is (findConnection).
 */
export function finishRowValue(value: unknown): unknown {
  const done = finished(value);
  return jsonRowsWhole([JSON.stringify(done)]) ? done : null;
}
