import { badInput } from '../../shared/errors';
import type { AttributeType, ListSpec, Where } from './spec';

/**
 * Ransack-style predicates. Longer names come first so `not_eq` is not read as `eq`, `lteq` as `lt`.
 */
const PREDICATES = [
  'not_cont', 'not_eq', 'not_in', 'present', 'false', 'lteq', 'gteq', 'cont', 'start', 'null', 'true', 'end', 'eq', 'lt', 'gt', 'in',
] as const;
type Predicate = (typeof PREDICATES)[number];

const TEXT_ONLY: ReadonlySet<Predicate> = new Set(['cont', 'not_cont', 'start', 'end']);
const TEXT_TYPES: ReadonlySet<AttributeType> = new Set(['string', 'text']);

interface Target {
  /** Association name, when the attribute is reached through one. */
  association?: string;
  attribute: string;
  type: AttributeType;
}

/** Parses the `search` JSON into a bound-parameter filter. Throws 422 naming the offending key. */
export function parseSearch(search: string | Record<string, unknown> | null | undefined, spec: ListSpec): Where {
  if (search == null || search === '') return {};
  let terms: unknown = search;
  if (typeof search === 'string') {
    try {
      terms = JSON.parse(search);
    } catch {
      throw badInput('search', 'is not valid JSON');
    }
  }
  if (typeof terms !== 'object' || terms === null || Array.isArray(terms)) {
    throw badInput('search', 'must be a JSON object of {"attribute_predicate": value}');
  }
  const { m: combinator, ...rest } = terms as Record<string, unknown>;
  if (combinator !== undefined && combinator !== 'and' && combinator !== 'or') {
    throw badInput('search.m', 'must be "and" or "or"');
  }
  const conditions = Object.entries(rest).map(([key, value]) => condition(key, value, spec));
  if (conditions.length === 0) return {};
  return combinator === 'or' ? { $or: conditions } : { $and: conditions };
}

function condition(key: string, value: unknown, spec: ListSpec): Where {
  const predicate = PREDICATES.find((p) => key.endsWith(`_${p}`));
  if (!predicate) {
    throw badInput(`search.${key}`, `has no known predicate (one of ${PREDICATES.join(', ')})`);
  }
  const path = key.slice(0, -(predicate.length + 1));
  // `title_or_sku_cont`: any of several attributes.
  const targets = path.split('_or_').map((name) => resolve(name, key, spec));
  const parts = targets.map((target) => {
    if (TEXT_ONLY.has(predicate) && !TEXT_TYPES.has(target.type)) {
      throw badInput(`search.${key}`, `predicate ${predicate} applies only to text attributes`);
    }
    const cond = compare(target.attribute, predicate, typed(value, target, predicate, key), TEXT_TYPES.has(target.type));
    return target.association ? { [target.association]: { $some: cond } } : cond;
  });
  return parts.length === 1 ? parts[0] : { $or: parts };
}

function resolve(name: string, key: string, spec: ListSpec): Target {
  const own = spec.attributes[name];
  if (own) return { attribute: name, type: own };
  for (const [association, { attributes }] of Object.entries(spec.associations ?? {})) {
    if (!name.startsWith(`${association}_`)) continue;
    const attribute = name.slice(association.length + 1);
    if (attributes[attribute]) return { association, attribute, type: attributes[attribute] };
  }
  throw badInput(`search.${key}`, `names unknown attribute "${name}" of ${spec.resource}`);
}

/** Escapes LIKE wildcards so a caller's text matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function compare(attr: string, predicate: Predicate, value: any, text: boolean): Where {
  switch (predicate) {
    case 'eq': return { [attr]: value };
    case 'not_eq': return { [attr]: { $ne: value } };
    case 'lt': return { [attr]: { $lt: value } };
    case 'lteq': return { [attr]: { $lte: value } };
    case 'gt': return { [attr]: { $gt: value } };
    case 'gteq': return { [attr]: { $gte: value } };
    case 'in': return { [attr]: { $in: value } };
    case 'not_in': return { [attr]: { $nin: value } };
    case 'cont': return { [attr]: { $ilike: `%${escapeLike(value)}%` } };
    case 'not_cont': return { $not: { [attr]: { $ilike: `%${escapeLike(value)}%` } } };
    case 'start': return { [attr]: { $ilike: `${escapeLike(value)}%` } };
    case 'end': return { [attr]: { $ilike: `%${escapeLike(value)}` } };
    case 'null': return value ? { [attr]: null } : { [attr]: { $ne: null } };
    case 'present':
      // Only text can be blank; comparing a number or date column with '' is a database error.
      if (!text) return value ? { [attr]: { $ne: null } } : { [attr]: null };
      return value ? { $and: [{ [attr]: { $ne: null } }, { [attr]: { $ne: '' } }] } : { $or: [{ [attr]: null }, { [attr]: '' }] };
    case 'true': return value ? { [attr]: true } : { [attr]: { $ne: true } };
    case 'false': return value ? { [attr]: false } : { [attr]: { $ne: false } };
  }
}

function typed(value: unknown, target: Target, predicate: Predicate, key: string): unknown {
  const field = `search.${key}`;
  if (predicate === 'null' || predicate === 'present' || predicate === 'true' || predicate === 'false') {
    const flag = toBoolean(value);
    if (flag === undefined) throw badInput(field, 'must be true or false');
    if ((predicate === 'true' || predicate === 'false') && target.type !== 'boolean') {
      throw badInput(field, `predicate ${predicate} applies only to boolean attributes`);
    }
    return flag;
  }
  if (predicate === 'in' || predicate === 'not_in') {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    if (list.length === 0) throw badInput(field, 'must list at least one value');
    if (list.length > 1000) throw badInput(field, 'may list at most 1000 values');
    return list.map((v) => scalar(v, target.type, field));
  }
  // A text to look for: null (which eq reads as "is null") names none, and matched as text was a 500.
  if (TEXT_ONLY.has(predicate) && value === null) throw badInput(field, `must be a text to match (use ${key.slice(0, -predicate.length)}null for a missing value)`);
  return scalar(value, target.type, field);
}

function scalar(value: unknown, type: AttributeType, field: string): unknown {
  if (value === null) return null;
  switch (type) {
    case 'string':
    case 'text':
      if (typeof value === 'string' && value.includes('\u0000')) throw badInput(field, 'must not contain NUL characters');
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw badInput(field, 'must be a string');
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 2147483647) return n;
      throw badInput(field, 'must be an integer');
    }
    case 'double': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      throw badInput(field, 'must be a number');
    }
    case 'boolean': {
      const flag = toBoolean(value);
      if (flag === undefined) throw badInput(field, 'must be true or false');
      return flag;
    }
    case 'datetime':
    case 'date': {
      const d = typeof value === 'string' ? new Date(value) : undefined;
      // PostgreSQL has no year 0 and reads no year past 9999 from an ISO string.
      if (d && !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999) return type === 'date' ? d.toISOString().slice(0, 10) : d;
      throw badInput(field, 'must be an ISO 8601 date');
    }
  }
}

export function toBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 't') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === 'f') return false;
  return undefined;
}
