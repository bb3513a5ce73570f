import type { Relation } from '../../db/prefetch';
import { orderExtensions } from './extensions';
import { ORDER_ITEMS, OWN_RELATIONS } from './relations';

/** The relations assembled, and from how many line parts (the areas above only ever add theirs). */
let assembled: { parts: number; relations: Readonly<Record<string, Relation>> } | null = null;

/**
 * The relations a page of orders brings when they are selected: the order's own, and under its
 * lines those the areas above keep (wholesale_item). Built once the areas are handed down, then
 * the same object (db/prefetch.ts keeps plans per relations object).
 */
export function orderRelations(): Readonly<Record<string, Relation>> {
  const lines = orderExtensions().line;
  if (assembled?.parts === lines.length) return assembled.relations;
  const added = Object.assign({}, ...lines.map((l) => l.relations)) as Record<string, Relation>;
  const lineReads = Object.fromEntries(Object.keys(added).map((name) => [name, [] as readonly string[]]));
  const relations = {
    ...OWN_RELATIONS,
    order_items: { ...ORDER_ITEMS, reads: { ...ORDER_ITEMS.reads, ...lineReads }, relations: { ...ORDER_ITEMS.relations, ...added } },
  };
  assembled = { parts: lines.length, relations };
  return relations;
}

/** What a page of lines brings: what a page of orders brings under its lines (the same objects). */
export const lineRelations = () => orderRelations().order_items as Relation & { relations: Readonly<Record<string, Relation>> };
