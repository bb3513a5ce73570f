import {
  type GraphQLInputObjectType, type GraphQLInputType, type GraphQLLeafType, type GraphQLSchema, type OperationDefinitionNode,
  coerceInputValue, getNamedType, isEnumType, isInputObjectType, isInputType, isListType, isNonNullType, isScalarType, specifiedScalarTypes, typeFromAST,
} from 'graphql';
import type { FieldError } from '../shared/errors';
import type { CoercedResource } from '../domain/common/bulk';
import { standingOf } from './writable-fields';

/** A field of a V2 body that the input type does not take (set aside by `coerce`). */
export interface DroppedField {
  field: string;
  value: unknown;
  /** true: the resource has it but it is not writable; false: the original V2 API declares it, and nothing here acts on it. */
  readOnly: boolean;
}

/**
 * How a value is read. `graphql`: as GraphQL variables are, JSON typed as declared. `v2`: as the V2
 * facade reads a body or a query string, where every value may be text (a form, a query parameter),
 * a list may come as an indexed object (`lines[0][item_id]`) or one value, and fields a V2 caller
 * sends that nothing writes are set aside (src/rest/tolerance.ts settles them).
 */
type Reading = 'graphql' | 'v2';

interface Walk {
  schema: GraphQLSchema;
  reading: Reading;
  errors: FieldError[];
  dropped: DroppedField[];
}

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The one input coercer of GraphQL variables and V2 bodies: brings `value` to the input type, naming
 * every problem by the path of its field (`lines.2.quantity`) in one pass. It walks the type itself,
 * so that a missing, unknown or read-only field is named as such (graphql-js names those in prose, by
 * the object that holds them); at each leaf the scalar or enum judges the value in its own words,
 * through graphql-js's coerceInputValue. Returns the value read (JSON, not the parsed values: the
 * V2 facade passes it on as variables).
 */
function walk(w: Walk, value: unknown, type: GraphQLInputType, path: string): unknown {
  if (value === undefined) return undefined;
  if (isNonNullType(type)) {
    if (value === null) return void w.errors.push({ field: path, message: 'must not be null' });
    return walk(w, value, type.ofType, path);
  }
  if (value === null) return null;
  if (isListType(type)) {
    const list = Array.isArray(value) ? value : w.reading === 'v2' && isIndexedObject(value) ? indexedValues(value) : [value];
    return list.map((v, i) => walk(w, v, type.ofType, at(path, i)));
  }
  if (isInputObjectType(type)) return inputObject(w, value, type, path);
  return leaf(w, value, type, path);
}

function inputObject(w: Walk, value: unknown, type: GraphQLInputObjectType, path: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return void w.errors.push({ field: path, message: 'must be an object' });
  const given = value as Record<string, unknown>;
  const fields = type.getFields();
  for (const key of requiredFields(type)) if (given[key] === undefined) w.errors.push({ field: at(path, key), message: 'is required' });
  const out: Record<string, unknown> = {};
  const v2 = w.reading === 'v2';
  for (const [key, v] of Object.entries(given)) {
    // V2 bodies may carry a field named "" (the spec lists one, of unknown meaning): nothing to write.
    if (v2 && key === '') continue;
    const field = at(path, key);
    switch (standingOf(w.schema, type, key)) {
      case 'input':
        out[key] = walk(w, v, fields[key].type, field);
        break;
      case 'read-only':
        if (v2) w.dropped.push({ field, value: v, readOnly: true });
        else w.errors.push({ field, message: 'is response-only and cannot be written' });
        break;
      case 'declared':
        if (v2) w.dropped.push({ field, value: v, readOnly: false });
        else w.errors.push({ field, message: 'is not a known field' });
        break;
      case 'unknown':
        // A typo never silently does nothing.
        w.errors.push({ field, message: 'is not a known field' });
    }
  }
  return out;
}

const required = new WeakMap<GraphQLInputObjectType, readonly string[]>();

/** The fields of an input type that must be given: non-null, without a default. Read once per type (a body may hold many lines). */
function requiredFields(type: GraphQLInputObjectType): readonly string[] {
  let names = required.get(type);
  if (!names) required.set(type, (names = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name)));
  return names;
}

function isIndexedObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.keys(value).every((k) => /^\d+$/.test(k));
}

const indexedValues = (value: Record<string, unknown>) =>
  Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);

/** Marks a leaf a V2 reading refused (it named the problem already). */
const REFUSED = Symbol('refused');

function leaf(w: Walk, value: unknown, type: GraphQLLeafType, path: string): unknown {
  const read = w.reading === 'v2' ? readText(value, type, path, w.errors) : value;
  if (read === REFUSED || read === null) return read === null ? null : undefined;
  let refusal: string | undefined;
  coerceInputValue(read, type, (_path, _invalid, error) => {
    refusal ??= error.message.replace(/\.$/, '');
  });
  if (refusal !== undefined) w.errors.push({ field: path, message: refusal });
  return read;
}

const INT = /^-?\d{1,10}$/;
const FLOAT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A V2 value as the built-in type it is given for: text to a number or a flag, in the words the V2 API has always used. */
function readText(value: unknown, type: GraphQLLeafType, path: string, errors: FieldError[]): unknown {
  const fail = (message: string) => {
    errors.push({ field: path, message });
    return REFUSED;
  };
  if (isEnumType(type)) {
    if (typeof value === 'string' && type.getValue(value)) return value;
    const allowed = type.getValues().map((v) => v.name);
    return fail(`must be one of ${allowed.length > 12 ? `the ${allowed.length} ${type.name} values` : allowed.join(', ')}`);
  }
  if (!isScalarType(type)) return fail('is not an input field');
  // An empty form value means "no value" for anything but text.
  if (value === '' && type.name !== 'String') return null;
  switch (type.name) {
    case 'Int': {
      const n = typeof value === 'string' && INT.test(value.trim()) ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 2147483647 ? n : fail('must be an integer');
    }
    case 'Float': {
      const n = typeof value === 'string' && FLOAT.test(value.trim()) ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : fail('must be a number');
    }
    case 'Boolean':
      if (value === true || value === 'true' || value === '1' || value === 1) return true;
      if (value === false || value === 'false' || value === '0' || value === 0) return false;
      return fail('must be true or false');
    case 'String':
    case 'ID':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return fail('must be a string');
    case 'DateTime':
    case 'Date':
      return typeof value === 'string' ? value : fail(`must be an ISO 8601 ${type.name === 'Date' ? 'date' : 'date-time'} string`);
    default:
      return value;
  }
}

/**
 * A V2 value (a body, a query parameter) brought to the GraphQL input type of its variable, every
 * problem named by its field. Tolerant the way V2 callers need: a field of the resource that is not
 * writable (a body read from a GET and sent back) or one the original V2 API declares but this
 * service does not act on is set aside in `dropped`; a field neither is refused, so is a wrong type.
 */
export function coerce(schema: GraphQLSchema, value: unknown, type: GraphQLInputType, path: string, errors: FieldError[], dropped: DroppedField[] = []): unknown {
  return walk({ schema, reading: 'v2', errors, dropped }, value, type, path);
}

/**
 * The problems of an operation's variables, as GraphQL reads them (strict: JSON typed as declared,
 * no field but the input type's). A field is named by its path within its variable (`lines.2.quantity`
 * of `$input`); a variable that is wrong as a whole, by its name. graphql-js's own coercion words
 * these in prose; executeOperation refuses with these instead, before anything runs.
 */
export function variableProblems(schema: GraphQLSchema, operation: OperationDefinitionNode, values: Readonly<Record<string, unknown>>): FieldError[] {
  const problems: FieldError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    // Validation refuses an operation whose variable is of no input type before it runs.
    if (!type || !isInputType(type)) continue;
    const value = values[name];
    if (value === undefined) {
      if (isNonNullType(type) && !definition.defaultValue) problems.push({ field: name, message: 'is required' });
      continue;
    }
    const errors: FieldError[] = [];
    walk({ schema, reading: 'graphql', errors, dropped: [] }, value, type, '');
    problems.push(...errors.map((e) => ({ field: e.field || name, message: e.message })));
  }
  return problems;
}

/**
 * Bulk requests take their resources as JSON so that one bad resource fails alone: each is read
 * as a single create's body is (V2-tolerant, src/rest/router.ts), then given the input type's
 * defaults and parsed values (dates) by graphql-js, as a single create's variables are. A resource
 * either becomes an input or names its own problems, field by field, in the REST error format.
 */
export function coerceEach<T>(schema: GraphQLSchema, inputTypeName: string, values: unknown[]): CoercedResource<T>[] {
  const type = schema.getType(inputTypeName);
  if (!type || !isInputObjectType(type)) throw new Error(`coerceEach: ${inputTypeName} is not an input type`);
  return values.map((value) => {
    const errors: FieldError[] = [];
    const read = coerce(schema, value ?? null, type, '', errors);
    if (read === null) errors.push({ field: '', message: 'must be an object' });
    let input: unknown;
    if (!errors.length) {
      input = coerceInputValue(read, type, (path, _invalid, error) => {
        errors.push({ field: path.join('.'), message: error.message.replace(/\.$/, '') });
      });
    }
    if (!errors.length) return { input: input as T };
    return { error: errors.map((e) => (e.field ? `${e.field} ${e.message}` : e.message)).join('; '), errors };
  });
}

/** Per input type, its fields whose stored JSON needs typing again: custom scalars, and input objects that hold any (at any depth). */
const revivable = new WeakMap<GraphQLInputObjectType, Map<string, GraphQLInputType>>();

function revivableFields(type: GraphQLInputObjectType): Map<string, GraphQLInputType> {
  let fields = revivable.get(type);
  if (fields) return fields;
  revivable.set(type, (fields = new Map()));
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    const needs = isInputObjectType(named) ? revivableFields(named).size > 0 : isScalarType(named) && !specifiedScalarTypes.includes(named);
    if (needs) fields.set(field.name, field.type);
  }
  return fields;
}

function revive(value: unknown, type: GraphQLInputType): unknown {
  if (value == null) return value;
  if (isNonNullType(type)) return revive(value, type.ofType);
  if (isListType(type)) return (value as unknown[]).map((v) => revive(v, type.ofType));
  if (isScalarType(type)) return type.parseValue(value);
  if (!isInputObjectType(type)) return value;
  const fields = revivableFields(type);
  if (!fields.size) return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const [name, fieldType] of fields) if (out[name] != null) out[name] = revive(out[name], fieldType);
  return out;
}

/**
 * Inputs coerceEach accepted and a job stored as JSON, typed again: JSON keeps every value but what a
 * custom scalar parses into an object (a DateTime's Date), so only those fields are parsed again, by
 * their scalar, and the rest is taken as stored. The request checked and defaulted each input
 * already; coercing 10,000 stored orders a second time, field by field of the type, was a tenth of
 * a bulk job's CPU.
 */
export function reviveStored<T>(schema: GraphQLSchema, inputTypeName: string, values: unknown[]): T[] {
  const type = schema.getType(inputTypeName);
  if (!type || !isInputObjectType(type)) throw new Error(`reviveStored: ${inputTypeName} is not an input type`);
  return values.map((value) => revive(value, type) as T);
}
