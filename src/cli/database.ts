import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded';
import { initOrm } from '../db/orm';
import { ENTITIES } from '../domain/entities';

export interface CommandDatabase {
  url: string;
  orm: MikroORM;
  close(): Promise<void>;
}

/**
 * The database a command works on, found as the server finds it: DATABASE_URL, else the embedded
 * PostgreSQL under DATA_DIR, the one a running server started if there is one (a second server
 * on the same data would be refused), or else started for the command and stopped after it.
 * MikroORM's own lines (migration progress) go to log, so stdout holds only the command's answer.
 */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<CommandDatabase> {
  let url = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  let stopEmbedded = async (): Promise<void> => undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir);
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  try {
    const orm = await initOrm(url, ENTITIES, { poolSize: 2, log });
    return {
      url,
      orm,
      close: async () => {
        await orm.close();
        await stopEmbedded();
      },
    };
  } catch (err) {
    await stopEmbedded();
    throw err;
  }
}
