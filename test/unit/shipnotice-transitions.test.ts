import { ForkliftError } from '../../src/shared/errors';
import { AWAITING, COMPLETED, PROCESSING, SHIPNOTICE_STATUSES } from '../../src/domain/shipnotices/entities';
import {
  SHIPNOTICE_ACTIONS, SHIPNOTICE_ITEM_ACTIONS, SHIPNOTICE_TRANSITIONS, requireShipnoticeMove, shipnoticeAllows,
} from '../../src/domain/shipnotices/transitions';

/** The ship notice state table (src/domain/shipnotices/transitions.ts) on its own. */

const statuses = Object.keys(SHIPNOTICE_STATUSES).map(Number);

describe('SHIPNOTICE_TRANSITIONS', () => {
  it('moves only from and to the named statuses', () => {
    for (const t of Object.values(SHIPNOTICE_TRANSITIONS)) {
      expect(t.from.filter((s) => !statuses.includes(s))).toEqual([]);
      expect(t.to.filter((s) => !statuses.includes(s))).toEqual([]);
    }
  });

  it('lets each status do exactly this', () => {
    const allowed = (status: number) => Object.keys(SHIPNOTICE_TRANSITIONS).filter((name) => shipnoticeAllows(status, name as keyof typeof SHIPNOTICE_TRANSITIONS));
    expect(allowed(AWAITING)).toEqual(['receive', 'delete', 'update', 'change_lines']);
    expect(allowed(PROCESSING)).toEqual(['receive', 'update']);
    expect(allowed(COMPLETED)).toEqual([]);
  });

  it('refuses a move the table does not allow as INVALID_TRANSITION, in the words given', () => {
    expect(() => requireShipnoticeMove({ status: AWAITING }, 'delete', () => 'unused')).not.toThrow();
    let refusal: unknown;
    try {
      requireShipnoticeMove({ status: COMPLETED }, 'receive', () => 'ship notice 4 is already received and finalized');
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(ForkliftError);
    expect(refusal).toMatchObject({ code: 'INVALID_TRANSITION', message: 'ship notice 4 is already received and finalized' });
  });

  it('lists the actions with the statuses each is allowed from', () => {
    expect(SHIPNOTICE_ACTIONS).toEqual([
      { name: 'receive', description: expect.any(String), allowed_when: 'Awaiting Arrival or Processing' },
      { name: 'delete', description: expect.any(String), allowed_when: 'Awaiting Arrival' },
    ]);
    expect(SHIPNOTICE_ITEM_ACTIONS).toEqual([{ name: 'delete', description: expect.any(String), allowed_when: 'its ship notice is Awaiting Arrival' }]);
  });
});
