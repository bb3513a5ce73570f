import { Client } from 'pg';
import { startTestApp, type TestApp } from './support/app';
import { eventually } from './support/wait';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const OK = { status: 'ok', checks: { database: 'ok', migrations: 'ok', events: 'ok', outbox: 'ok' } };

describe('GET /readyz', () => {
  it('is 200 with every check ok on a migrated database with the event tail listening', async () => {
    const res = await app.rest('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(OK);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 naming the migrations while one this build knows is not applied; /healthz stays 200', async () => {
    const [last] = await app.sql(`select id, name, executed_at from mikro_orm_migrations order by id desc limit 1`);
    await app.sql('delete from mikro_orm_migrations where id = $1', [last.id]);
    try {
      const res = await app.rest('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: '1 pending', events: 'ok', outbox: 'ok' } });
      expect((await app.rest('GET', '/healthz')).status).toBe(200);
    } finally {
      await app.sql('insert into mikro_orm_migrations (id, name, executed_at) values ($1, $2, $3)', [last.id, last.name, last.executed_at]);
    }
    expect((await app.rest('GET', '/readyz')).body).toEqual(OK);
  });

  it('is 503 naming the event tail while its LISTEN connection is gone, and 200 again once it has reconnected', async () => {
    // New connections are refused (the pool's open ones keep serving), so the tail cannot come back until allowed.
    const [{ name }] = await app.sql('select current_database() as name');
    // A database's own sessions may not close it to connections: the server's maintenance one may.
    const admin = new Client({ connectionString: process.env.FORKLIFT_TEST_SERVER_URL });
    await admin.connect();
    await admin.query(`alter database ${name} allow_connections false`);
    try {
      const [killed] = await app.sql(`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = 'forklift-event-tail' and datname = $1`, [name]);
      expect(killed.n).toBe(1);
      const down = await eventually(async () => {
        const res = await app.rest('GET', '/readyz');
        return res.status === 503 ? res : undefined;
      }, 'readyz to notice', 5_000);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', events: 'not listening', outbox: 'ok' } });
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    await eventually(async () => (await app.rest('GET', '/readyz')).status === 200, 'the event tail to listen again', 10_000);
    const [listening] = await app.sql(`select count(*)::int as n from pg_stat_activity where application_name = 'forklift-event-tail' and datname = $1`, [name]);
    expect(listening.n).toBe(1);
  });
});
