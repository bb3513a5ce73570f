import { ACTIVE, ARCHIVED, ITEM_ACTIONS, ITEM_TRANSITIONS, isItemTransition, itemMoveRefusal, itemState } from '../../src/domain/items/transitions';

/** The item state table (src/domain/items/transitions.ts): archived or not, and the moves between. */

const active = { archived_at: null };
const archived = { archived_at: new Date('2030-01-01T00:00:00Z') };

describe('ITEM_TRANSITIONS', () => {
  it('reads the state from archived_at', () => {
    expect(itemState(active)).toBe(ACTIVE);
    expect(itemState(archived)).toBe(ARCHIVED);
  });

  it('archives an active item and brings an archived one back, and nothing else', () => {
    expect(itemMoveRefusal(active, 'archive')).toBeNull();
    expect(itemMoveRefusal(archived, 'unarchive')).toBeNull();
    expect(itemMoveRefusal(archived, 'archive')).toBe('is already archived');
    expect(itemMoveRefusal(active, 'unarchive')).toBe('is not archived');
    for (const t of Object.values(ITEM_TRANSITIONS)) expect(t.from).not.toContain(t.to);
  });

  it('knows only its own moves', () => {
    expect(isItemTransition('archive')).toBe(true);
    expect(isItemTransition('delete')).toBe(false);
    expect(isItemTransition('constructor')).toBe(false);
  });

  it('lists every move as an action, saying in which state it is allowed', () => {
    expect(ITEM_ACTIONS).toEqual([
      { name: 'archive', description: expect.stringMatching(/^Archive the item/), allowed_when: 'not archived' },
      { name: 'unarchive', description: expect.stringMatching(/^Bring an archived item back/), allowed_when: 'archived' },
    ]);
  });
});
