import { Client } from 'pg';
import { ormOnClone } from './support/orm';

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
