import type { AttributeType } from '../../db/list/spec';
import type { FieldError } from '../../shared/errors';
import { type TextFormat, formatProblem } from './formats';
import { sameValue } from './same-value';

/** How a field is stored (common/entity.ts COLUMN_TYPES maps each to its column). */
export type ColumnKind = 'string' | 'text' | 'integer' | 'bigint' | 'double' | 'boolean' | 'datetime' | 'date' | 'json';

/**
 * What a resource's column is, said once: the entity maps it (common/entity.ts specProperties), list
 * specs search it, checkColumns checks input against it, and test/schema-consistency.test.ts holds the
 * GraphQL schema and the migrations to it.
 */
export interface Column {
  kind: ColumnKind;
  /** The varchar width of a 'string' column (255 unless the migration says less); undefined for other kinds. */
  length?: number;
  /** The least a number may be (0: not negative). */
  min?: number;
  /** The most a number may be. */
  max?: number;
  /** May hold null. Flags never do, unless they are tri-state (unknown until someone says). */
  nullable: boolean;
  /** Must be given on create. */
  required: boolean;
  /**
   * Says something whenever it is given: not blank (empty or whitespace only), and never cleared
   * (null) by an update. The column may still hold null: rows stored before the rule keep theirs.
   */
  filled: boolean;
  /** Compared as stored (a unique index, searches, scans): no whitespace at either end, which would make a second value of the same text. */
  trimmed: boolean;
  /** One line of text (a label, a code): no control characters (C0, DEL, C1: tabs, line breaks, escapes) nor Unicode line or paragraph separators. */
  singleLine: boolean;
  /** Text in a format of its own (common/formats.ts): a currency code, stringified JSON. */
  format?: TextFormat;
  /** Writable on create / on update (the GraphQL input types hold exactly these). */
  create: boolean;
  update: boolean;
  /** Only staff may set it: another caller may send it only at the value it holds (or its default). */
  staffOnly: boolean;
  /** What the column holds when nothing is given (the migration's default, the entity's initial value). */
  default?: unknown;
}

/** A column as a spec file writes it: its kind alone, or the kind and what differs from the defaults. */
export type ColumnEntry = ColumnKind | (Partial<Column> & { kind: ColumnKind });

export type ColumnSpec<K extends string = string> = Readonly<Record<K, Column>>;

/** The widest a 'string' column is: varchar(255). */
const DEFAULT_LENGTH = 255;

function column(entry: ColumnEntry): Column {
  const given = typeof entry === 'string' ? { kind: entry } : entry;
  const flag = given.kind === 'boolean';
  const nullable = given.nullable ?? !flag;
  return {
    length: given.kind === 'string' ? DEFAULT_LENGTH : undefined,
    nullable,
    required: false,
    filled: false,
    trimmed: false,
    singleLine: false,
    create: true,
    update: true,
    staffOnly: false,
    // A nullable column starts empty, a (non-null) flag false; anything else says its default.
    default: nullable ? null : flag ? false : undefined,
    ...given,
  };
}

/** A resource's spec from its entries, each filled in with the defaults above. */
export function columnSpec<K extends string>(entries: Record<K, ColumnEntry>): ColumnSpec<K> {
  return Object.fromEntries(Object.entries<ColumnEntry>(entries).map(([name, entry]) => [name, column(entry)])) as Record<K, Column>;
}

/**
 * A spec of columns only the service writes (states, stamps, what shipping records): each as
 * columnSpec fills it in, and in no input (writable neither on create nor on update).
 */
export const serviceColumnSpec = <K extends string>(entries: Record<K, ColumnEntry>): ColumnSpec<K> =>
  columnSpec(Object.fromEntries(Object.entries<ColumnEntry>(entries).map(([name, e]) => [name, { ...(typeof e === 'string' ? { kind: e } : e), create: false, update: false }])) as Record<K, ColumnEntry>);

/** How list specs (search and sort) take each kind: a bigint is searched as a number; a JSON document is not searched. */
const ATTRIBUTE_TYPES: Record<ColumnKind, AttributeType | null> = {
  string: 'string', text: 'text', integer: 'integer', bigint: 'integer', double: 'double', boolean: 'boolean', datetime: 'datetime', date: 'date', json: null,
};

/** The kinds of a spec's searchable columns, as list specs (search and sort) name them. */
export const columnKinds = <K extends string>(spec: ColumnSpec<K>) =>
  Object.fromEntries(
    Object.entries<Column>(spec).flatMap(([name, c]) => (ATTRIBUTE_TYPES[c.kind] ? [[name, ATTRIBUTE_TYPES[c.kind]]] : [])),
  ) as Partial<Record<K, AttributeType>>;

/** The names of a spec's columns writable on create (or on update). */
export const writableColumns = <K extends string>(spec: ColumnSpec<K>, on: 'create' | 'update') =>
  (Object.keys(spec) as K[]).filter((name) => spec[name][on]);

export interface CheckOptions {
  /** A create: required columns must be given. */
  creating: boolean;
  /** Places the fields in the request ('order_items.2.'). */
  prefix?: string;
  /** Whether the caller is staff; staff-only columns are checked only when the service says who calls. */
  staff?: boolean;
  /**
   * On update, the row as stored: a column sent at its stored value changes nothing, so it is no
   * problem (a staff-only column from another caller, a row stored before a rule: a V2 GET → PUT round trip).
   */
  current?: Readonly<Record<string, unknown>>;
}

/** Control characters (Cc: C0, DEL, C1) and the Unicode line and paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

function minProblem(min: number): string {
  if (min === 0) return 'must not be negative';
  if (min === 1) return 'must be greater than 0';
  return `must be at least ${min}`;
}

/** What is wrong with the text of a string column, if anything: one problem, the most basic first. */
function textProblem(c: Column, value: string): string | null {
  if (c.filled && !value.trim()) return 'must not be blank';
  if (c.singleLine && NOT_ONE_LINE.test(value)) return 'must be one line: no tabs, line breaks or other control characters';
  if (c.trimmed && value.trim() !== value) return 'must not begin or end with whitespace';
  return c.format ? formatProblem(c.format, value) : null;
}

/** A spec's columns as entries, listed once a spec: an order's hundred were listed anew for every order checked. */
const entries = new WeakMap<ColumnSpec, [string, Column][]>();
function entriesOf(spec: ColumnSpec): [string, Column][] {
  let list = entries.get(spec);
  if (!list) entries.set(spec, (list = Object.entries(spec)));
  return list;
}

/**
 * Every problem of `input` against the columns of `spec` (fields the spec does not name are left to
 * their service): required, not null or cleared, varchar width, text and its format, least and most
 * value, staff only. Pure: collects, never throws; the service throws what it collected once (invalidInput).
 */
export function checkColumns(spec: ColumnSpec, input: object, options: CheckOptions): FieldError[] {
  const errors: FieldError[] = [];
  const prefix = options.prefix ?? '';
  const problem = (field: string, message: string) => errors.push({ field: `${prefix}${field}`, message });
  for (const [field, c] of entriesOf(spec)) {
    const value = (input as Record<string, unknown>)[field];
    if (value !== undefined && options.current && sameValue(value, options.current[field])) continue;
    if (value == null) {
      if (c.required && options.creating) problem(field, 'is required');
      else if (value === null && (!c.nullable || c.filled)) problem(field, 'must not be null');
      continue;
    }
    if (c.length !== undefined && typeof value === 'string' && value.length > c.length) problem(field, `is longer than ${c.length} characters`);
    const text = typeof value === 'string' ? textProblem(c, value) : null;
    if (text) problem(field, text);
    if (c.min !== undefined && typeof value === 'number' && value < c.min) problem(field, minProblem(c.min));
    if (c.max !== undefined && typeof value === 'number' && value > c.max) problem(field, `must be at most ${c.max}`);
    // Sent at its stored value (above), or on create at its default (a client library filling in
    // defaults), it is a no-op; only a change needs staff.
    if (c.staffOnly && options.staff === false && (options.current || !sameValue(value, c.default))) problem(field, 'is for staff only');
  }
  return errors;
}
