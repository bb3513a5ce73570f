import type { Client } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { BenchDatabase } from './database';
import type { Options } from './options';
import type { Dataset } from './seed';
import type { Server } from './servers/forklift';

/** What every scenario works with. `forklift` is the service process scenarios load; one may replace it. */
export interface BenchContext {
  options: Options;
  db: BenchDatabase;
  /** A direct connection for set-up and for checking outcomes in SQL. */
  sql: Client;
  orm: MikroORM;
  dataset: Dataset;
  forklift: Server;
  log(message: string): void;
}
