import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityMetadata, EntityName } from '@mikro-orm/core';
import { columnsFor, withPrototype } from './plain-rows';
import { tenantKey, tenantScope } from './tenancy';
import { quote } from './sql';
import { metadataOf } from './orm-internals';

/** The fields a caller selected, each with what it selected under it (empty for a leaf). */
export type SelectionTree = Map<string, SelectionTree>;

/**
 * A relation of a rendered row that a page of rows can bring along in its own statement, as
 * JSON built by PostgreSQL, instead of a loader's statement of its own after the page. It is
 * named for the GraphQL field that answers it, and that field answers exactly its rows, in this
 * order (its resolver is `prefetched(row, name, load)`): a page written as JSON (db/json-rows.ts)
 * writes them as the field's answer.
 */
export interface Relation {
  entity: EntityName<object>;
  /** A list: the child's property holding the parent's id (order_items.order_id), children in id order. */
  many?: string;
  /** With `many`: only the first such child (by id), or null. */
  first?: boolean;
  /**
   * With `many`: children reached through an entity between (an order's serial numbers, through its
   * lines): `many` then names the child's property holding that entity's id, and `through.many` the
   * property of that entity holding the parent's id.
   */
  through?: { entity: EntityName<object>; many: string };
  /** With `many`: the child columns the list is ordered by; by id when not given. */
  orderBy?: readonly string[];
  /** More conditions every child meets (an originator's originated_type). */
  where?: Readonly<Record<string, string | number>>;
  /** A single row: the parent's property holding the child's id (order_items.item_id). */
  one?: string;
  /** The columns each computed field of the child reads; a field neither declared nor a column leaves the relation to its loader. */
  reads: Readonly<Record<string, readonly string[]>>;
  relations?: Readonly<Record<string, Relation>>;
  /** How a page written as JSON writes the child's resolved fields (db/json-rows.ts). */
  derived?: DerivedFields;
}

/**
 * How PostgreSQL writes a field a resolver answers in code, declared beside the resolver's own rule
 * (test/json-pages.test.ts holds the two together) for a page written as JSON (db/json-rows.ts): an
 * expression over the row (`row` is its quoted alias) of the field's scalar, right where `when` holds;
 * elsewhere the code finishes the row (`otherwise`: PostgreSQL writes the properties it reads, and
 * `compute` answers from them, as the resolver would from the row), or without it the page is
 * GraphQL's to render. Or a column of a relation's row (`via` a relation to one row, or the first of many).
 */
type DerivedField =
  | { sql: (row: string) => string; when?: (row: string) => string; otherwise?: { reads: readonly string[]; compute: (row: Record<string, unknown>) => unknown } }
  | { via: string; column: string };

/** The derived forms of an entity's resolved fields, by field. */
export type DerivedFields = Readonly<Record<string, DerivedField>>;

/** Select expressions (with their parameters) that bring a page's relations. */
export interface RelationSelects {
  sql: string[];
  params: unknown[];
  /** Turns each page row's JSON columns into children, as plain rows of their entity. */
  attach(rows: object[]): void;
}

const PREFETCHED = Symbol('prefetched');

/** What the page brought for `row` under `relation` (none too: a null or an empty list), else what `load` finds. */
export function prefetched<T>(row: object, relation: string, load: () => T | Promise<T>): T | Promise<T> {
  const brought = (row as { [PREFETCHED]?: Record<string, T> })[PREFETCHED];
  return brought && relation in brought ? brought[relation] : load();
}

interface Planned {
  name: string;
  relation: Relation;
  meta: EntityMetadata;
  columns: string[];
  /** The selected columns that are dates: JSON brings them as strings, plain rows hold Dates. */
  dates: string[];
  children: Planned[];
}

/**
 * Which selected relations can be brought along: those whose every selected field is a column of
 * the child or declared in its reads, whose entity is filtered by nothing but the plain tenant
 * condition, recursively.
 */
function plan(em: EntityManager, tree: SelectionTree, relations: Readonly<Record<string, Relation>>): Planned[] {
  const planned: Planned[] = [];
  for (const [name, relation] of Object.entries(relations)) {
    const below = tree.get(name);
    if (!below) continue;
    const meta = broughtEntity(em, relation);
    const selected = columnsFor(em, relation.entity, below.keys(), relation.reads);
    if (!selected || !meta) continue;
    const columns = [...new Set([...selected, ...(relation.orderBy ?? [])])];
    const dates = columns.filter((c) => (meta.properties as Record<string, { runtimeType?: string }>)[c]?.runtimeType === 'Date');
    planned.push({ name, relation, meta, columns, dates, children: plan(em, below, relation.relations ?? {}) });
  }
  return planned;
}

/**
 * The child entity of `relation` when a page's statement can bring its rows: it (and the entity
 * between, if any) filtered by nothing but the plain tenant condition, which the statement carries.
 */
export function broughtEntity(em: EntityManager, relation: Relation): EntityMetadata | null {
  const meta = metadataOf(em, relation.entity);
  return tenantScope(em, meta) && (!relation.through || tenantScope(em, metadataOf(em, relation.through.entity))) ? meta : null;
}

/** `select … from child where <key> = parent [and tenant]`, its own children nested, aliased `__name`. */
function subquery(em: EntityManager, p: Planned, parentAlias: string, params: unknown[], depth: number): string {
  const alias = `r${depth}`;
  const props = p.meta.properties as Record<string, { fieldNames?: string[]; formula?: (alias: string) => string }>;
  const columns = p.columns.map((c) => {
    const prop = props[c];
    return `${prop.formula ? prop.formula(quote(alias)) : `${quote(alias)}.${quote(prop.fieldNames![0])}`} as ${quote(c)}`;
  });
  for (const child of p.children) columns.push(subquery(em, child, alias, params, depth + 1));
  const rows = `select ${columns.join(', ')} ${childRows(em, p.relation, p.meta, alias, parentAlias, params)}`;
  const order = (p.relation.orderBy ?? ['id']).map((c) => `x.${quote(c)}`).join(', ');
  const json = p.relation.many && !p.relation.first ? `coalesce(json_agg(x order by ${order}), '[]'::json)` : 'row_to_json(x)';
  return `(select ${json} from (${rows}) x) as ${quote(`__${p.name}`)}`;
}

/**
 * `from child as alias where <key> = parent [and tenant] [limit 1]`: the rows of `relation` under
 * the parent row aliased `parentAlias`, each condition's value pushed onto `params`.
 */
export function childRows(em: EntityManager, relation: Relation, meta: EntityMetadata, alias: string, parentAlias: string, params: unknown[]): string {
  const props = meta.properties as Record<string, { fieldNames?: string[] }>;
  const conditions = [
    relation.many
      ? `${quote(alias)}.${quote(props[relation.many].fieldNames![0])} ${relation.through ? `in (${between(em, relation.through, parentAlias, params)})` : `= ${parentAlias}."id"`}`
      : `${quote(alias)}."id" = ${parentAlias}.${quote(props[relation.one!]?.fieldNames?.[0] ?? relation.one!)}`,
  ];
  const equal = { ...Object.fromEntries(Object.entries(relation.where ?? {}).map(([prop, v]) => [props[prop].fieldNames![0], v])), ...tenantScope(em, meta)! };
  for (const [column, value] of Object.entries(equal)) {
    conditions.push(`${quote(alias)}.${quote(column)} = ?`);
    params.push(value);
  }
  const first = relation.first ? ` order by ${quote(alias)}."id" limit 1` : '';
  return `from ${quote(meta.tableName)} as ${quote(alias)} where ${conditions.join(' and ')}${first}`;
}

/** `select id from <between> where <its parent key> = parent [and tenant]`: the ids a `through` relation's children hang from. */
function between(em: EntityManager, through: NonNullable<Relation['through']>, parentAlias: string, params: unknown[]): string {
  const meta = metadataOf(em, through.entity);
  const props = meta.properties as Record<string, { fieldNames?: string[] }>;
  const conditions = [`t.${quote(props[through.many].fieldNames![0])} = ${parentAlias}."id"`];
  for (const [column, value] of Object.entries(tenantScope(em, meta)!)) {
    conditions.push(`t.${quote(column)} = ?`);
    params.push(value);
  }
  return `select t."id" from ${quote(meta.tableName)} t where ${conditions.join(' and ')}`;
}

/** The JSON `value` of relation `p` as plain rows: dates as Dates, the entity's prototype, children attached in turn. */
function adopt(p: Planned, value: unknown): unknown {
  if (value == null) return null;
  const prototype = p.meta.prototype ?? Object.prototype;
  const one = (raw: Record<string, unknown>) => {
    for (const d of p.dates) if (typeof raw[d] === 'string') raw[d] = new Date(raw[d] as string);
    attachTo(raw, p.children);
    return withPrototype<object>(raw, prototype);
  };
  return Array.isArray(value) ? value.map(one) : one(value as Record<string, unknown>);
}

function attachTo(row: Record<string | symbol, unknown>, planned: Planned[]): void {
  if (!planned.length) return;
  const brought: Record<string, unknown> = {};
  for (const p of planned) {
    // The JSON column stays on the row (deleting it would slow every later read of the row).
    brought[p.name] = adopt(p, row[`__${p.name}`]);
  }
  row[PREFETCHED] = brought;
}

/**
 * The select expressions that bring the relations `tree` selects under rows of the page aliased
 * `alias`, or null when it selects none that can be brought (the loaders then do as before).
 */
export function relationSelects(em: EntityManager, alias: string, tree: SelectionTree, relations: Readonly<Record<string, Relation>>): RelationSelects | null {
  // Kept per tree (a kept tree is one operation's selection, look-ahead.ts) and tenant: the SQL and
  // its parameters depend on nothing else.
  const key = `${alias} ${tenantKey(em)}`;
  let byKey = planned.get(tree)?.get(relations);
  if (!byKey) {
    byKey = new Map();
    const byRelations = planned.get(tree) ?? new WeakMap();
    byRelations.set(relations, byKey);
    planned.set(tree, byRelations);
  }
  if (byKey.has(key)) return byKey.get(key)!;
  const selects = planSelects(em, alias, tree, relations);
  if (byKey.size < 1_000) byKey.set(key, selects);
  return selects;
}

const planned = new WeakMap<SelectionTree, WeakMap<object, Map<string, RelationSelects | null>>>();

function planSelects(em: EntityManager, alias: string, tree: SelectionTree, relations: Readonly<Record<string, Relation>>): RelationSelects | null {
  const planned = plan(em, tree, relations);
  if (!planned.length) return null;
  const params: unknown[] = [];
  const sql = planned.map((p) => subquery(em, p, quote(alias), params, 1));
  return { sql, params, attach: (rows) => rows.forEach((row) => attachTo(row as Record<string, unknown>, planned)) };
}
