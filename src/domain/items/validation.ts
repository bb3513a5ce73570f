import { checkColumns } from '../common/columns';
import { type FieldError, invalidInput } from '../../shared/errors';
import type { Item } from './entities';
import { ITEM_SPEC, ORIGINATOR_SPEC, SHIP_STRATEGIES } from './fields';

/**
 * The item's own fields: its columns (common/columns.ts: a create must give a SKU, an update may not
 * blank it; `current` is the item as stored), and codes the input types cannot say. Thrown once,
 * with `more` (the request's other problems).
 */
export function checkItemFields(input: Record<string, unknown>, current: Item | null, more: FieldError[] = []): void {
  const errors = [...checkColumns(ITEM_SPEC, input, current ? { creating: false, current: current as unknown as Record<string, unknown> } : { creating: true }), ...more];
  const strategy = input.ship_strategy;
  if (strategy != null && !Object.values(SHIP_STRATEGIES).includes(strategy as 0)) {
    errors.push({ field: 'ship_strategy', message: `must be one of ${Object.entries(SHIP_STRATEGIES).map(([n, c]) => `${c} (${n})`).join(', ')}` });
  }
  if (errors.length) throw invalidInput(errors);
}

/** Checks originators' attributes (the caller's records of a resource) against their columns. */
export function checkOriginatorAttributes(list: unknown[], field: string): FieldError[] {
  return list.flatMap((attrs, i) => checkColumns(ORIGINATOR_SPEC, attrs as Record<string, unknown>, { creating: true, prefix: `${field}.${i}.` }));
}
