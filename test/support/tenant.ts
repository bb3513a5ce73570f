import { Client } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SCOPES } from '../../src/domain/common/scopes';
import { createCustomerWithClient } from '../../src/domain/auth/service';
import { seedDemoInventory } from '../../src/domain/sandbox/demo-inventory';
import { initOrm } from '../../src/db/orm';
import { ENTITIES } from '../../src/domain/entities';
import { cloneTemplate } from './database';
import { forkForAll } from '../../src/db/tenancy';

/** A database for a server run as a process: the demo warehouses and one customer with an API client. */
export interface TenantDatabase {
  url: string;
  orm: MikroORM;
  customer: { id: number; client_id: string; client_secret: string };
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function tenantDatabase(): Promise<TenantDatabase> {
  const database = await cloneTemplate();
  const orm = await initOrm(database.url, ENTITIES, { poolSize: 2 });
  const em = forkForAll(orm);
  await em.transactional((tem) => seedDemoInventory(tem));
  const created = await createCustomerWithClient(em, 'Process customer', [...SCOPES]);
  const direct = new Client({ connectionString: database.url });
  await direct.connect();
  return {
    url: database.url,
    orm,
    customer: { id: created.customer.id, client_id: created.client_id, client_secret: created.client_secret },
    sql: async (text, params) => (await direct.query(text, params as unknown[])).rows,
    close: async () => {
      await direct.end();
      await orm.close();
      await database.drop();
    },
  };
}
