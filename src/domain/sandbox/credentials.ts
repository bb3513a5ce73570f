import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ApiClient } from '../auth/entities';
import { SCOPES } from '../common/scopes';
import { createClient, createCustomerWithClient } from '../auth/service';
import { seedDemoInventory } from './demo-inventory';
import { seedDemoItem } from './demo-item';

export interface SandboxCredentials {
  staff: { client_id: string; client_secret: string };
  customer: { customer_id: number; client_id: string; client_secret: string };
}

/**
 * The sandbox's first start seeds demo warehouses and shipping methods, and creates a staff client and a demo customer with its client and its demo item, and keeps
 * their secrets (shown nowhere else: the database holds only hashes) in DATA_DIR.
 */
export async function ensureSandboxCredentials(orm: MikroORM, dataDir: string): Promise<{ credentials: SandboxCredentials; file: string; created: boolean }> {
  const file = path.join(dataDir, 'sandbox-credentials.json');
  const em = orm.em.fork();
  em.setFilterParams('tenant', { customerId: null });
  // Facilities first: the demo customer is onboarded into the warehouses that exist when it is made.
  await em.transactional((tem) => seedDemoInventory(tem));
  if (fs.existsSync(file)) {
    const credentials = JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxCredentials;
    const known = await em.count(ApiClient, { client_id: { $in: [credentials.staff.client_id, credentials.customer.client_id] }, revoked_at: null });
    if (known === 2) return { credentials, file, created: false };
  }
  const credentials = await em.transactional(async (tem) => {
    const staff = await createClient(tem, 'Sandbox staff', null, [...SCOPES]);
    const demo = await createCustomerWithClient(tem, 'Demo Customer', [...SCOPES]);
    await seedDemoItem(tem, demo.customer.id);
    return {
      staff,
      customer: { customer_id: demo.customer.id, client_id: demo.client_id, client_secret: demo.client_secret },
    };
  });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return { credentials, file, created: true };
}
