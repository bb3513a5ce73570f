import type { MikroORM } from '@mikro-orm/postgresql';
import { type OrmOptions, initOrm } from '../../src/db/orm';
import { ENTITIES } from '../../src/domain/entities';
import { cloneTemplate } from './database';

/**
 * An ORM over a database cloned from the migrated template, for the tests of a file (or of the
 * describe block it is called in): made before them, closed and its database dropped after.
 */
export function ormOnClone(options: OrmOptions = {}): () => MikroORM {
  let db: Awaited<ReturnType<typeof cloneTemplate>> | undefined;
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    db = await cloneTemplate();
    orm = await initOrm(db.url, ENTITIES, options);
  });
  afterAll(async () => {
    await orm?.close();
    await db?.drop();
  });
  return () => orm!;
}
