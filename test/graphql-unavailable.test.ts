import { startTestApp, type TestApp } from './support/app';
import { lockTable } from './support/table-lock';
import { eventually } from './support/wait';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GraphQL losing the database mid-operation', () => {
  it('answers SERVICE_UNAVAILABLE with Retry-After, as the 503s do', async () => {
    // The operation's read of items waits behind this lock; its backend is then killed, as a
    // database restart would, after the request was authenticated and had started executing.
    const locked = await lockTable(app.databaseUrl, 'items');
    try {
      const answer = app.gql('{ items(per_page: 1) { nodes { id } } }', {}, app.tokens.a);
      await eventually(async () => {
        const [row] = await app.sql(
          "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        return row.n > 0;
      }, 'the operation to wait on the lock');
      const res = await answer;
      expect(res.status).toBe(200);
      expect(res.body.errors.map((e: any) => e.extensions.code)).toEqual(['SERVICE_UNAVAILABLE']);
      expect(res.headers.get('retry-after')).toBe('2');
    } finally {
      await locked.release();
    }
    // An ordinary answer carries none.
    const ok = await app.gql('{ items(per_page: 1) { nodes { id } } }', {}, app.tokens.a);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.headers.get('retry-after')).toBeNull();
  });
});
