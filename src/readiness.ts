import type { Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { migrationsList } from './db/migrations';
import { pgArray } from './domain/common/sql';
import type { EventHub } from './events/hub';

/** A database that has not answered by then counts as down: a readiness probe must not hang. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface Readiness {
  status: 'ok' | 'unavailable' | 'stopping';
  checks: { database: string; migrations: string; events: string };
}

/**
 * GET /readyz: whether this instance can serve requests now. The database answers, every
 * migration this build knows is applied, and the event tail is listening. One small query per
 * probe (it is polled): the applied-migration count also proves the database answers.
 * /healthz stays liveness: a database outage makes the instance unready, not dead.
 */
export function readinessEndpoint(orm: MikroORM, hub: EventHub, isStopping: () => boolean, logger: Logger) {
  const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const names = migrationsList.map((m) => m.name);

  async function check(): Promise<Readiness> {
    const checks = { database: 'ok', migrations: 'ok', events: hub.listening ? 'ok' : 'not listening' };
    let timer: NodeJS.Timeout | undefined;
    try {
      const applied = orm.em
        .getConnection()
        .execute<{ applied: number }[]>(`select count(*)::int as applied from ${table} where name = any(?::text[])`, [pgArray(names)]);
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS)));
      const [row] = await Promise.race([applied, timeout]);
      const pending = names.length - row.applied;
      if (pending > 0) checks.migrations = `${pending} pending`;
    } catch (err) {
      logger.debug({ err }, 'readiness: database check failed');
      checks.database = (err as Error).message === 'timeout' ? `no answer within ${DATABASE_TIMEOUT_MS} ms` : 'unreachable';
      checks.migrations = 'unknown';
    } finally {
      clearTimeout(timer);
    }
    const ok = Object.values(checks).every((c) => c === 'ok');
    return { status: isStopping() ? 'stopping' : ok ? 'ok' : 'unavailable', checks };
  }

  return async (_req: Request, res: Response) => {
    const readiness = await check();
    res.set('Cache-Control', 'no-store').status(readiness.status === 'ok' ? 200 : 503).json(readiness);
  };
}
