import { type FieldError, invalidInput } from '../../shared/errors';

/**
 * The original V2 API names some things two ways: a body's lines as `order_items` or
 * `order_items_attributes`, a line's item by `item_id` or by `item_originator_id`. Either is taken;
 * both at once are refused, naming the first: which one the caller meant cannot be told.
 */
export function bothGiven(input: object, first: string, second: string, prefix = ''): FieldError | null {
  const given = input as Record<string, unknown>;
  if (given[first] == null || given[second] == null) return null;
  return { field: `${prefix}${first}`, message: `give ${first} or ${second}, not both` };
}

/** The value given under either name, and that name (problems inside it are named by it); the first name when neither is given. */
export function eitherOf<T extends object, K extends keyof T & string>(input: T, first: K, second: K): { value: T[K] | undefined; path: K } {
  const both = bothGiven(input, first, second);
  if (both) throw invalidInput([both]);
  return input[second] != null ? { value: input[second], path: second } : { value: input[first] ?? undefined, path: first };
}
