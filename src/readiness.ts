import type { Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { migrationsList } from './db/migrations';
import type { EventHub } from './events/hub';
import { outboxLag } from './events/lag';
import { readReadiness } from './events/store';

/** A database that has not answered by then counts as down: a readiness probe must not hang. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface Readiness {
  status: 'ok' | 'unavailable' | 'stopping';
  checks: { database: string; migrations: string; events: string; outbox: string };
}

/**
 * GET /readyz: whether this instance can serve requests now. The database answers, every
 * migration this build knows is applied, the event tail is listening, and it is keeping up: no
 * committed event has waited longer than `outboxLagLimitMs` for it (a stuck tail starves this
 * instance's subscribers). One small query per probe (it is polled): the applied-migration count
 * also proves the database answers. /healthz stays liveness: a database outage makes the instance
 * unready, not dead.
 */
export function readinessEndpoint(orm: MikroORM, hub: EventHub, isStopping: () => boolean, logger: Logger, outboxLagLimitMs: number) {
  const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const names = migrationsList.map((m) => m.name);

  async function check(): Promise<Readiness> {
    const checks = { database: 'ok', migrations: 'ok', events: hub.listening ? 'ok' : 'not listening', outbox: 'ok' };
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = readReadiness(orm.em.getConnection(), table, names, hub.position);
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS)));
      const row = await Promise.race([answer, timeout]);
      const pending = names.length - row.applied;
      if (pending > 0) checks.migrations = `${pending} pending`;
      const lag = outboxLag(row);
      if (lag.oldestSeconds * 1000 > outboxLagLimitMs) {
        checks.outbox = `${lag.events} event${lag.events === 1 ? '' : 's'} unread, the oldest for ${lag.oldestSeconds.toFixed(1)} s (limit ${outboxLagLimitMs / 1000} s)`;
      }
    } catch (err) {
      logger.debug({ err }, 'readiness: database check failed');
      checks.database = (err as Error).message === 'timeout' ? `no answer within ${DATABASE_TIMEOUT_MS} ms` : 'unreachable';
      checks.migrations = 'unknown';
      checks.outbox = 'unknown';
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
