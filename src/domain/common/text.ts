import type { FieldError } from './errors';

/**
 * Text PostgreSQL cannot store: a NUL character in any string of a value, nested objects and
 * lists included (originators, meta fields, tracking, JSON arguments), keys too. Named by path
 * so it is refused as the caller's error, not met as a database error.
 */
export function nulCharacters(value: unknown, path: string): FieldError[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') return value.includes('\u0000') ? [{ field: path, message: 'must not contain NUL characters' }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulCharacters(v, at(i)));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([k, v]) => (k.includes('\u0000') ? [{ field: at(k), message: 'must not contain NUL characters' }] : nulCharacters(v, at(k))));
  }
  return [];
}
