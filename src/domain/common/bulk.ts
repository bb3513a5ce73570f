import type { FieldError } from '../../shared/errors';

/** One resource of a bulk request: typed as a single create's input, or its own problems named field by field. */
export type CoercedResource<T> = { input: T } | { error: string; errors: FieldError[] };

/**
 * A bulk request none of whose resources can be created is refused whole (422), each problem named
 * by its full path (`resources.3.order_items.0.quantity`), as a single create names its fields.
 */
export function wholeBulkRefusal(refusals: { position: number; errors: FieldError[]; error: string }[]): FieldError[] {
  return refusals.flatMap(({ position, errors, error }) =>
    errors.length ? errors.map((e) => ({ field: e.field ? `resources.${position}.${e.field}` : `resources.${position}`, message: e.message })) : [{ field: `resources.${position}`, message: error }],
  );
}
