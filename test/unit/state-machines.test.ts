import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestContext } from '../../src/domain/context';
import { Order } from '../../src/domain/orders/entities';
import { type LockedOrder, moveOrder, startOrder } from '../../src/domain/orders/machine';
import { CANCELLED, PAUSED, PROCESSING, SHIPPED } from '../../src/domain/orders/statuses';

/**
 * Every status is written by its resource's state machine and by nothing else (RELIABILITY.md,
 * "State changes under concurrency"). The machines take only rows their transaction holds locked;
 * the type system holds that (Locked<T>, db/row-lock.ts), and this file holds the source to it.
 */

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : e.name.endsWith('.ts') && !e.name.endsWith('generated.ts') ? [full] : [];
  });
}

/** Where each kind of state may be written, and why there. */
const WRITERS: Record<string, string> = {
  'domain/orders/machine.ts': 'orders',
  'domain/shipnotices/machine.ts': 'ship notices',
  'domain/returns/machine.ts': 'consumer returns',
  'domain/items/machine.ts': 'items: archived_at',
  // One conditional UPDATE per move (BULK_JOB_MOVES).
  'domain/orders/store/bulk.ts': 'bulk jobs',
  // A delivery's own outcome, written by the worker holding its lease (locked_until), in SQL.
  'events/webhooks/store.ts': 'webhook deliveries',
};

/**
 * `x.status = …` in code (not SQL's `o.status = ${…}` or `= ?`, which compare), `status: …` inside
 * Object.assign, `archived_at = …`, and SQL `set status =`.
 */
const WRITES = [/\.status\s*=(?!\s*(?:[=?]|\$\{))/, /Object\.assign\([^)]*\bstatus\s*:/, /\.archived_at\s*=(?!=)/, /\bset\s+status\s*=/i];

/** Lines that look like writes and are not. */
const NOT_WRITES = [
  // A delivery-log search's filter, not a delivery's status.
  'if (args.status != null) scope.status = args.status;',
];

describe('state writes', () => {
  it('happen only in the state machines', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = path.relative(SRC, file);
      if (rel.startsWith('db/migrations/') || WRITERS[rel]) continue;
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (WRITES.some((w) => w.test(line)) && !NOT_WRITES.includes(line.trim())) found.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('find the writers where they are said to be (the scan is not looking at nothing)', () => {
    for (const rel of Object.keys(WRITERS)) {
      const text = readFileSync(path.join(SRC, rel), 'utf8');
      expect({ rel, writes: WRITES.some((w) => w.test(text)) }).toEqual({ rel, writes: true });
    }
  });

  it('make a locked record only by a locked read: no module casts to a Locked type but the reads themselves', () => {
    const casts = sourceFiles(SRC).filter((f) => /as Locked\w*\b/.test(readFileSync(f, 'utf8'))).map((f) => path.relative(SRC, f)).sort();
    // row-lock.ts reads FOR UPDATE; items/machine.ts reads again an item it locked as stock writers do.
    expect(casts).toEqual(['db/row-lock.ts', 'domain/items/machine.ts']);
  });
});

/** What moveOrder records: history entries and announced events, with no database. */
function recordingContext() {
  const persisted: { event_type: string; description: string }[] = [];
  const emitted: string[] = [];
  const ctx = {
    em: { persist: (entry: { event_type: string; description: string }) => persisted.push(entry) },
    events: { emit: (kind: string) => emitted.push(kind) },
    caller: { apiClientId: 7 },
  } as unknown as RequestContext;
  return { ctx, persisted, emitted };
}

const lockedAt = (status: number) => Object.assign(new Order(), { id: 1, customer_id: 1, status }) as LockedOrder;

describe('moveOrder', () => {
  it('moves as the table allows, keeping the old status and recording one entry and its events', () => {
    const { ctx, persisted, emitted } = recordingContext();
    const order = lockedAt(PROCESSING);
    moveOrder(ctx, order, 'cancel', CANCELLED, 'cancelled');
    expect([order.status, order.previous_status]).toEqual([CANCELLED, PROCESSING]);
    expect(persisted.map((e) => e.event_type)).toEqual(['status_changed']);
    expect(emitted).toEqual(['order.status_changed', 'order.cancelled']);
  });

  it('refuses a move from a status the table does not allow it from, naming the status, and changes nothing', () => {
    const { ctx, persisted, emitted } = recordingContext();
    const order = lockedAt(SHIPPED);
    expect(() => moveOrder(ctx, order, 'cancel', CANCELLED, 'cancelled')).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION', message: expect.stringContaining('it is Shipped (300)') }));
    expect(order.status).toBe(SHIPPED);
    expect([persisted, emitted]).toEqual([[], []]);
  });

  it('refuses to end a move where its cause cannot lead', () => {
    const { ctx } = recordingContext();
    expect(() => moveOrder(ctx, lockedAt(PROCESSING), 'pause', SHIPPED, 'not a pause')).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
    expect(() => moveOrder(ctx, lockedAt(PAUSED), 'unpause', CANCELLED, 'not an unpause')).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
  });

  it('records nothing for an order that stays where it is', () => {
    const { ctx, persisted, emitted } = recordingContext();
    moveOrder(ctx, lockedAt(PROCESSING), 'lines_changed', PROCESSING, 'reallocated');
    expect([persisted, emitted]).toEqual([[], []]);
  });

  it('takes only a locked order', () => {
    const { ctx } = recordingContext();
    const plain = Object.assign(new Order(), { id: 1, status: PROCESSING });
    // @ts-expect-error an order read without its row lock cannot be moved: the decision would not be on the row
    expect(() => moveOrder(ctx, plain, 'cancel', CANCELLED, 'cancelled')).not.toThrow();
  });
});

describe('startOrder', () => {
  it('starts a new order only where one may start', () => {
    const order = new Order();
    startOrder(order, PROCESSING);
    expect(order.status).toBe(PROCESSING);
    expect(() => startOrder(new Order(), SHIPPED)).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
    expect(() => startOrder(new Order(), CANCELLED)).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
  });
});
