/**
 * An item's states and the moves between them, as one table (orders keep theirs in
 * orders/statuses.ts). The state is not a column: an item is archived when archived_at is set.
 * Actions are what PUT /items/{id}/call/{action} performs and GET /items/actions lists; DELETE
 * /items/{id} archives too, but idempotently, so it is not a move of this table.
 */
export const ACTIVE = 'active';
export const ARCHIVED = 'archived';
export type ItemState = typeof ACTIVE | typeof ARCHIVED;

/** How `allowed_when` and refusals name each state. */
const STATE_NAMES: Record<ItemState, string> = { [ACTIVE]: 'not archived', [ARCHIVED]: 'archived' };

export const itemState = (item: { archived_at: Date | null }): ItemState => (item.archived_at ? ARCHIVED : ACTIVE);

export const ITEM_TRANSITIONS = {
  archive: { from: [ACTIVE], to: ARCHIVED, refused: 'is already archived', description: 'Archive the item: it leaves lists and searches and cannot be ordered.' },
  unarchive: { from: [ARCHIVED], to: ACTIVE, refused: 'is not archived', description: 'Bring an archived item back into lists and orders.' },
} as const satisfies Record<string, { from: readonly ItemState[]; to: ItemState; refused: string; description: string }>;

export type ItemTransition = keyof typeof ITEM_TRANSITIONS;

export const isItemTransition = (name: string): name is ItemTransition => Object.hasOwn(ITEM_TRANSITIONS, name);

const describeStates = (states: readonly ItemState[]) => states.map((s) => STATE_NAMES[s]).join(' or ');

/** The actions PUT /items/{id}/call/{action} performs, with when each is allowed. */
export const ITEM_ACTIONS = Object.entries(ITEM_TRANSITIONS).map(([name, t]) => ({ name, description: t.description, allowed_when: describeStates(t.from) }));

/** Why the move is not allowed from the item's state, or null when it is. */
export function itemMoveRefusal(item: { archived_at: Date | null }, name: ItemTransition): string | null {
  const { from, refused } = ITEM_TRANSITIONS[name];
  return (from as readonly ItemState[]).includes(itemState(item)) ? null : refused;
}
