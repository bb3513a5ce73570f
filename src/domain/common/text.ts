import type { FieldError } from '../../shared/errors';

/** With the u flag a surrogate matches only when unpaired: half a character. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function problem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it holds a lone surrogate)';
  return null;
}

/**
 * Text PostgreSQL cannot store: a NUL character (text refuses it), a lone surrogate (jsonb refuses
 * it) in any string of a value, nested objects and lists included (originators, meta fields,
 * tracking, JSON arguments), keys too. Named by path so it is refused as the caller's error, not
 * met as a database error.
 */
export function unstorableText(value: unknown, path: string): FieldError[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') {
    const message = problem(value);
    return message ? [{ field: path, message }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => unstorableText(v, at(i)));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([k, v]) => {
      const message = problem(k);
      return message ? [{ field: at(k), message }] : unstorableText(v, at(k));
    });
  }
  return [];
}
