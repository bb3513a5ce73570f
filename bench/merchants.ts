import type { Client } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SCOPES } from '../src/domain/common/scopes';
import { createCustomerWithClient } from '../src/domain/auth/service';
import { forkForAll } from '../src/db/tenancy';

/** A customer with an API client whose secret the bench knows, and its stocked items. */
export interface Merchant {
  customerId: number;
  shopId: number;
  clientId: string;
  clientSecret: string;
  /** The warehouse its stock is in: the first it was onboarded into, where allocation looks first. */
  warehouseId: number;
}

/** Creates the customer as an invitation does: shop, onboarding into every warehouse, API client. */
export async function createMerchant(orm: MikroORM, name: string): Promise<Merchant> {
  const em = forkForAll(orm);
  const invited = await em.transactional((tem) => createCustomerWithClient(tem, name, [...SCOPES]));
  const [first] = await em.getConnection().execute<{ warehouse_id: number }[]>(
    'select warehouse_id from customer_warehouses where customer_id = ? order by created_at, warehouse_id limit 1',
    [invited.customer.id],
  );
  return { customerId: invited.customer.id, shopId: invited.shop.id, clientId: invited.client_id, clientSecret: invited.client_secret, warehouseId: first.warehouse_id };
}

/**
 * `count` items with `stock` units each on the first pickable shelf of `warehouseId`, in one
 * set-based statement that keep the service's invariants: one stock row per item, a `received`
 * ledger entry per stock row that sums to it, and the item counters (per warehouse too) equal to the stock.
 * Returns the new item ids in order.
 */
export async function addItems(db: Client, customerId: number, warehouseId: number, count: number, stock: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `with shelf as (
       select id, warehouse_id from locations where warehouse_id = $2::int and role = 'pickable' order by id limit 1
     ),
     new_items as (
       insert into items (customer_id, sku, title, weight, price, quantity, sellable_quantity, published_quantity)
       select $1::int, 'B' || $1::int || '-' || lpad(g::text, 6, '0'), 'Bench item ' || g, 1 + g % 5, 5 + g % 50, $4::int, $4::int, $4::int
       from generate_series(1, $3::int) g
       order by g
       returning id, customer_id
     ),
     placed as (
       insert into stock (customer_id, item_id, location_id, quantity)
       select n.customer_id, n.id, shelf.id, $4::int from new_items n cross join shelf
       returning item_id
     ),
     counted as (
       insert into warehouse_item_counters (item_id, warehouse_id, customer_id, sellable)
       select n.id, shelf.warehouse_id, n.customer_id, $4::int from new_items n cross join shelf
     ),
     tallied as (
       insert into warehouse_stock_tallies (customer_id, warehouse_id, items_stocked, items_low, items_out)
       select $1::int, shelf.warehouse_id, count(*), 0, 0 from new_items n cross join shelf group by shelf.warehouse_id
     ),
     ledger as (
       insert into item_transactions (customer_id, item_id, reason, change, quantity, description, warehouse_id, location_id)
       select n.customer_id, n.id, 'received', $4::int, $4::int, 'Bench seed stock', shelf.warehouse_id, shelf.id from new_items n cross join shelf
     )
     select item_id as id from placed order by item_id`,
    [customerId, warehouseId, count, stock],
  );
  if (rows.length !== count) throw new Error(`warehouse ${warehouseId} has no pickable shelf to stock items on`);
  return rows.map((r) => r.id);
}

/** An access token through the service's own OAuth endpoint, as any client gets one. */
export async function tokenFor(baseUrl: string, merchant: Pick<Merchant, 'clientId' | 'clientSecret'>): Promise<string> {
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: merchant.clientId, client_secret: merchant.clientSecret }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`token: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
