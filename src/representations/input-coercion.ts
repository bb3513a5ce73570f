import {
  type GraphQLInputType, type GraphQLSchema, coerceInputValue, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType,
} from 'graphql';
import type { FieldError } from '../shared/errors';
import { V2_ACCEPTED_FIELDS } from './v2-accepted-fields';

/** A field of a V2 body that the input type does not take (set aside by `coerce`). */
export interface DroppedField {
  field: string;
  value: unknown;
  /** true: the resource has it but it is not writable; false: the original V2 API declares it, and nothing here acts on it. */
  readOnly: boolean;
}

/**
 * True when `field` is not writable through the input type but exists on the resource it writes
 * (ItemCreateInput → Item): the caller tried to set a response-only field.
 */
export function isResponseOnly(schema: GraphQLSchema | undefined, inputTypeName: string, field: string): boolean {
  const output = schema?.getType(inputTypeName.replace(/(Create|Update)?Input$/, ''));
  return !!output && isObjectType(output) && field in output.getFields();
}

const INT = /^-?\d{1,10}$/;
const FLOAT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Brings REST input (JSON, form or query parameters, where every value may be a string) to the
 * GraphQL input type of its variable, naming the field of every problem. Tolerant the way V2
 * callers need: a field of the resource that is not writable (a body read from a GET and sent back)
 * or one the original V2 API declares but this service does not act on is set aside in `dropped`
 * (src/rest/tolerance.ts settles them). A field neither knows is refused, so a typo never silently
 * does nothing; so is a wrong type.
 */
export function coerce(schema: GraphQLSchema, value: unknown, type: GraphQLInputType, path: string, errors: FieldError[], dropped: DroppedField[] = []): unknown {
  if (value === undefined) return undefined;
  if (isNonNullType(type)) {
    if (value === null) {
      errors.push({ field: path, message: 'must not be null' });
      return undefined;
    }
    return coerce(schema, value, type.ofType, path, errors, dropped);
  }
  if (value === null) return null;
  if (isListType(type)) {
    const list = Array.isArray(value) ? value : isIndexedObject(value) ? indexedValues(value) : [value];
    return list.map((v, i) => coerce(schema, v, type.ofType, `${path}.${i}`, errors, dropped));
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) {
      errors.push({ field: path, message: 'must be an object' });
      return undefined;
    }
    const fields = type.getFields();
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      if (isNonNullType(field.type) && field.defaultValue === undefined && (value as Record<string, unknown>)[key] === undefined) {
        errors.push({ field: path ? `${path}.${key}` : key, message: 'is required' });
      }
    }
    for (const [key, v] of Object.entries(value)) {
      // V2 bodies may carry a field named "" (the spec lists one, of unknown meaning): nothing to write.
      if (key === '') continue;
      const child = path ? `${path}.${key}` : key;
      if (!(key in fields)) {
        if (isResponseOnly(schema, type.name, key)) dropped.push({ field: child, value: v, readOnly: true });
        else if (V2_ACCEPTED_FIELDS[type.name]?.includes(key)) dropped.push({ field: child, value: v, readOnly: false });
        else errors.push({ field: child, message: 'is not a known field' });
        continue;
      }
      out[key] = coerce(schema, v, fields[key].type, child, errors, dropped);
    }
    return out;
  }
  return scalar(value, getNamedType(type), path, errors);
}

function isIndexedObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.keys(value).every((k) => /^\d+$/.test(k));
}

const indexedValues = (value: Record<string, unknown>) =>
  Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);

function scalar(value: unknown, type: ReturnType<typeof getNamedType>, path: string, errors: FieldError[]): unknown {
  const fail = (message: string) => {
    errors.push({ field: path, message });
    return undefined;
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

export type CoercedResource<T> = { input: T } | { error: string; errors: FieldError[] };

/**
 * Bulk requests take their resources as JSON so that one bad resource fails alone: each is coerced
 * to the input type as a single create's body is (V2-tolerant, src/rest/router.ts), then typed by
 * graphql-js as a single create's variables are (dates, enums, defaults). A resource either becomes
 * an input or names its own problems, field by field, in the REST error format.
 */
export function coerceEach<T>(schema: GraphQLSchema, inputTypeName: string, values: unknown[]): CoercedResource<T>[] {
  const type = schema.getType(inputTypeName);
  if (!type || !isInputObjectType(type)) throw new Error(`coerceEach: ${inputTypeName} is not an input type`);
  return values.map((value) => {
    const errors: FieldError[] = [];
    const lenient = coerce(schema, value ?? null, type, '', errors);
    if (lenient === null) errors.push({ field: '', message: 'must be an object' });
    let input: unknown;
    if (!errors.length) {
      input = coerceInputValue(lenient, type, (path, _invalid, error) => {
        errors.push({ field: path.join('.'), message: error.message.replace(/\.$/, '') });
      });
    }
    if (!errors.length) return { input: input as T };
    return { error: errors.map((e) => (e.field ? `${e.field} ${e.message}` : e.message)).join('; '), errors };
  });
}

/**
 * A bulk request none of whose resources can be created is refused whole (422), each problem named
 * by its full path (`resources.3.order_items.0.quantity`), as a single create names its fields.
 */
export function wholeBulkRefusal(refusals: { position: number; errors: FieldError[]; error: string }[]): FieldError[] {
  return refusals.flatMap(({ position, errors, error }) =>
    errors.length ? errors.map((e) => ({ field: e.field ? `resources.${position}.${e.field}` : `resources.${position}`, message: e.message })) : [{ field: `resources.${position}`, message: error }],
  );
}
