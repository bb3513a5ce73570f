import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/sql';

/** Webhook subscriptions' reads that are not entity reads: the only module of the area that runs SQL. */

/** The kind of each outbox event id (a delivery's event_name). */
export function eventKindById(em: EntityManager) {
  return new DataLoader<number, string | null>(async (ids) => {
    const rows = await em.execute<{ id: number; kind: string }[]>('select id::float8 as id, kind from events where id = any(?::bigint[])', [pgArray(ids)]);
    const kinds = new Map(rows.map((r) => [r.id, r.kind]));
    return ids.map((id) => kinds.get(id) ?? null);
  });
}

