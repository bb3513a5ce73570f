import { Client } from 'pg';
import { ormOnClone } from './support/orm';
import { PLAN_PER_CALL } from '../src/db/driver';

/**
 * A transaction is one pg client. Statements a mutation issues together (Promise.all) must reach it
 * one at a time: pg runs them in order either way, but warns (and will stop) when a client is handed
 * a query while one is in flight.
 */
const orm = ormOnClone();

it('runs statements issued together in one transaction one at a time, in order, with no pg warning', async () => {
  // pg warns once per process, so the test watches what the warning is about: a query handed to a
  // client whose queue is not empty (pg/lib/client.js, the queryQueueLength deprecation).
  const overlapping: string[] = [];
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client & { _queryQueue: unknown[] }, ...args: unknown[]) {
    if (this._queryQueue.length > 0) overlapping.push(String((args[0] as { text?: string }).text ?? args[0]));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    const answers = await orm().em.fork().transactional((em) =>
      Promise.all([
        em.execute('select pg_sleep(0.05), 1 as n'),
        em.execute('select 2 as n where ? = 2', [2]),
        em.execute('select 3 as n'),
      ]),
    );
    expect(answers.map((rows) => rows[0].n)).toEqual([1, 2, 3]);
    // A failing statement rejects its own caller and leaves the queue running for the next.
    await expect(
      orm().em.fork().transactional(async (em) => {
        const [bad, good] = await Promise.allSettled([em.execute('select 1/0'), em.execute('select 4 as n')]);
        expect(bad.status).toBe('rejected');
        expect(good.status).toBe('rejected'); // the transaction is aborted after the error, as PostgreSQL says
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setImmediate(resolve));
    expect(spy).toHaveBeenCalled();
    expect(overlapping).toEqual([]);
  } finally {
    spy.mockRestore();
  }
});

it('prepares a statement sent again, but never one that asks to be planned per call; a write transaction plans its statements once', async () => {
  const sent: { name?: string; text: string }[] = [];
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    if (typeof args[0] === 'object' && args[0] !== null) sent.push(args[0] as { name?: string; text: string });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    const em = orm().em.fork();
    for (let i = 0; i < 3; i++) {
      await em.execute('select ? + 1 as n', [i]);
      await em.execute(`${PLAN_PER_CALL}select ? + 2 as n`, [i]);
    }
    const names = (text: string) => sent.filter((s) => s.text.endsWith(text)).map((s) => s.name ?? null);
    expect(names('select $1 + 1 as n')).toEqual([null, expect.stringMatching(/^forklift_/), expect.stringMatching(/^forklift_/)]);
    expect(names('select $1 + 2 as n')).toEqual([null, null, null]);
    // Inside a write's transaction, generic plans: each statement is planned once per connection.
    const [{ plan_cache_mode: inside }] = await orm().em.fork().transactional((tem) => tem.execute('show plan_cache_mode'));
    const [{ plan_cache_mode: outside }] = await orm().em.fork().execute('show plan_cache_mode');
    expect([inside, outside]).toEqual(['force_generic_plan', 'auto']);
  } finally {
    spy.mockRestore();
  }
});
