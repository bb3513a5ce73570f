/**
 * The raw-SQL floor's one statement: authenticates the bearer token as the service does (hashed
 * token, live client, unexpired) and builds the very JSON the GraphQL nested read answers with,
 * for the caller's first page of orders by id. $1 is the bearer token, $2 the page size.
 * No row: the token is not a customer's.
 */
export const FLOOR_SQL = `
with caller as (
  select c.customer_id
  from access_tokens t join api_clients c on c.id = t.api_client_id
  where t.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') and t.revoked_at is null and t.expires_at > now()
    and c.revoked_at is null and c.customer_id is not null
),
page as (
  select o.id from orders o where o.customer_id = (select customer_id from caller) order by o.id limit $2
)
select json_build_object('data', json_build_object('orders', json_build_object('nodes', coalesce((
  select json_agg(json_build_object(
    'id', p.id,
    'order_items', (
      select coalesce(json_agg(json_build_object('id', oi.id, 'quantity', oi.quantity, 'item', json_build_object('sku', i.sku, 'quantity', i.quantity)) order by oi.id), '[]'::json)
      from order_items oi join items i on i.id = oi.item_id where oi.order_id = p.id),
    'packages', (
      select coalesce(json_agg(json_build_object('id', pk.id, 'tracking', pk.tracking) order by pk.id), '[]'::json)
      from packages pk where pk.order_id = p.id)
  ) order by p.id) from page p), '[]'::json))))::text as body
from caller`;
