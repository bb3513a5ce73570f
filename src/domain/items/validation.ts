import { badInput, type FieldError, invalidInput } from '../common/errors';
import { NOT_NULL_FIELDS } from './entities';
import { ITEM_WRITABLE_FIELDS, SHIP_STRATEGIES } from './fields';

const NON_NEGATIVE = [
  'weight', 'length', 'width', 'height', 'price', 'wholesale_cost', 'expiration_period', 'velocity', 'case_quantity',
  'carton_quantity', 'replenishment_min', 'replenishment_target', 'low_inventory_threshold', 'notify_originator_inventory',
] as const;

/** Rules the GraphQL input types cannot express: lengths that fit the columns, signs, codes. */
export function checkItemFields(input: Record<string, unknown>): void {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'string' && ITEM_WRITABLE_FIELDS[field as keyof typeof ITEM_WRITABLE_FIELDS] === 'string' && value.length > 255) {
      errors.push({ field, message: 'is longer than 255 characters' });
    }
  }
  for (const [field, value] of Object.entries(input)) {
    if (value === null && NOT_NULL_FIELDS.has(field)) errors.push({ field, message: 'must not be null' });
  }
  for (const field of NON_NEGATIVE) {
    const value = input[field];
    if (typeof value === 'number' && value < 0) errors.push({ field, message: 'must not be negative' });
  }
  // An order line inherits the item's currency into its 3-character column.
  if (typeof input.currency === 'string' && !/^[A-Z]{3}$/.test(input.currency)) errors.push({ field: 'currency', message: 'must be a 3-letter ISO 4217 code' });
  const strategy = input.ship_strategy;
  if (strategy != null && !Object.values(SHIP_STRATEGIES).includes(strategy as 0)) {
    errors.push({ field: 'ship_strategy', message: `must be one of ${Object.entries(SHIP_STRATEGIES).map(([n, c]) => `${c} (${n})`).join(', ')}` });
  }
  if (errors.length) throw invalidInput(errors);
}

export function checkOriginatorAttributes(list: unknown[], field: string): void {
  list.forEach((attrs, i) => {
    for (const [key, value] of Object.entries(attrs as Record<string, unknown>)) {
      if (typeof value === 'string' && value.length > 255 && key !== 'misc') throw badInput(`${field}.${i}.${key}`, 'is longer than 255 characters');
    }
  });
}
