import type { FieldError } from '../shared/errors';
import { sameValue } from '../domain/common/same-value';
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
    // A form has no null: an empty value stands for it. The field is not written either way.
    .filter((d) => !sameValue(d.value, valueAt(current, d.field), { emptyTextIsNull: true }))
    .map((d) => ({ field: d.field, message: 'is response-only: it may be sent only at its current value' }));
  return { ignored, errors };
}

function valueAt(resource: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), resource);
}
