import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SCOPES } from '../common/scopes';
import { createClient, createCustomerWithClient } from '../auth/service';
import { seedDemoInventory } from './demo-inventory';
import { seedDemoItem } from './demo-item';
import { liveClientCount, seedingTransaction } from './store';

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
  // Facilities first: the demo customer is onboarded into the warehouses that exist when it is made.
  await seedingTransaction(orm, seedDemoInventory);
  if (fs.existsSync(file)) {
    const credentials = JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxCredentials;
    const known = await liveClientCount(orm, [credentials.staff.client_id, credentials.customer.client_id]);
    if (known === 2) return { credentials, file, created: false };
  }
  const credentials = await seedingTransaction(orm, async (tem) => {
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
