import type { FieldError } from '../shared/errors';
import type { DroppedField } from '../representations/input-coercion';

/**
 * What becomes of the fields a V2 body carried that nothing writes. On an update, a read-only field
 * sent at its stored value (a body read from a GET and sent back) passes silently, and one sent at
 * another value is refused: the caller meant to change what cannot be changed. On a create there is
 * no stored value, so read-only fields, like the V2 fields nothing acts on, are dropped and named in
 * X-Ignored-Fields.
 */
export async function settleDropped(dropped: DroppedField[], stored: (() => Promise<unknown>) | null): Promise<{ ignored: string[]; errors: FieldError[] }> {
  const ignored = dropped.filter((d) => !d.readOnly || !stored).map((d) => d.field);
  const readOnly = dropped.filter((d) => d.readOnly);
  if (!stored || !readOnly.length) return { ignored, errors: [] };
  const current = await stored();
  if (current === undefined) return { ignored: dropped.map((d) => d.field), errors: [] };
  const errors = readOnly
    .filter((d) => !sameValue(d.value, valueAt(current, d.field)))
    .map((d) => ({ field: d.field, message: 'is response-only: it may be sent only at its current value' }));
  return { ignored, errors };
}

function valueAt(resource: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), resource);
}

/**
 * Equal as a V2 body carries values: a form sends every scalar as text, a JSON client may send a
 * number as a string; a nested object need only agree on the keys it sends.
 */
export function sameValue(sent: unknown, stored: unknown): boolean {
  if (sent === null || sent === undefined || sent === '') return stored === null || stored === undefined || stored === '';
  if (Array.isArray(sent)) return Array.isArray(stored) && sent.length === stored.length && sent.every((v, i) => sameValue(v, stored[i]));
  if (typeof sent === 'object') {
    return stored !== null && typeof stored === 'object' && !Array.isArray(stored) && Object.entries(sent).every(([k, v]) => sameValue(v, (stored as Record<string, unknown>)[k]));
  }
  if (stored === null || stored === undefined || typeof stored === 'object') return false;
  if (String(sent) === String(stored)) return true;
  const [a, b] = [Number(sent), Number(stored)];
  if (typeof stored === 'number' && String(sent).trim() !== '' && a === b) return true;
  // The same instant written another way (2030-01-15T00:00:00Z and 2030-01-15T00:00:00.000Z).
  const [t, u] = [Date.parse(String(sent)), Date.parse(String(stored))];
  return typeof stored === 'string' && /^\d{4}-\d\d-\d\d/.test(String(sent)) && !Number.isNaN(t) && t === u;
}
