/**
 * The write floor's statements: the same order create the service performs, hand-written, in one
 * transaction — the caller from its token, the items locked in id order, the order and its lines
 * inserted, each line allocated from the first stock rows with free units (stock.committed and
 * order_allocations), the items' sellable counters moved, the order's history entry and the outbox
 * row with the order as its payload. $1 is the bearer token; the body is the V2 order JSON.
 */
export const CALLER_SQL = `
  select c.customer_id from access_tokens t join api_clients c on c.id = t.api_client_id
  where t.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') and t.revoked_at is null and t.expires_at > now()
    and c.revoked_at is null and c.customer_id is not null`;

export const LOCK_ITEMS_SQL = `select id from items where customer_id = $1 and id = any($2::int[]) order by id for update`;

export const INSERT_ORDER_SQL = `
  insert into orders (customer_id, status, email, shipping_name, shipping_address_1, shipping_city, shipping_state, shipping_zip, shipping_country)
  values ($1, 100, $2, $3, $4, $5, $6, $7, $8) returning id`;

export const INSERT_LINES_SQL = `
  insert into order_items (order_id, customer_id, item_id, quantity)
  select $1, $2, l.item_id, l.quantity from jsonb_to_recordset($3::jsonb) as l(item_id int, quantity int)
  returning id, item_id, quantity`;

/** Each line takes its units from its item's stock rows in id order, as far as they go. */
export const ALLOCATE_SQL = `
  with line as (select * from jsonb_to_recordset($2::jsonb) as l(id int, item_id int, quantity int)),
  free as (
    select line.id as line_id, s.id as stock_id, s.item_id,
      least(s.quantity - s.committed, line.quantity - coalesce(sum(s.quantity - s.committed) over (partition by line.id order by s.id rows between unbounded preceding and 1 preceding), 0))::int as take
    from line join stock s on s.item_id = line.item_id and s.quantity > s.committed
    -- The lines' stock by its index whatever the table's size, as the service reads it (src/db/driver.ts).
    where s.item_id = any(array(select item_id from line))
  ),
  taken as (select * from free where take > 0),
  moved as (update stock s set committed = s.committed + t.take, updated_at = now() from taken t where s.id = t.stock_id returning s.id)
  insert into order_allocations (customer_id, order_id, order_item_id, item_id, stock_id, quantity)
  select $3, $1, line_id, item_id, stock_id, take from taken`;

export const COUNTERS_SQL = `
  update items i set sellable_quantity = i.sellable_quantity - l.quantity, updated_at = now()
  from jsonb_to_recordset($1::jsonb) as l(item_id int, quantity int) where i.id = l.item_id`;

export const HISTORY_AND_OUTBOX_SQL = `
  with history as (
    insert into order_events (order_id, customer_id, description, event_type, saved_via) values ($1, $2, 'order created', 'created', 'api')
  )
  insert into events (kind, customer_id, resource_type, resource_id, payload)
  select 'order.created', $2, 'order', o.id,
    to_jsonb(o) || jsonb_build_object('order_items', (select jsonb_agg(to_jsonb(oi) order by oi.id) from order_items oi where oi.order_id = o.id))
  from orders o where o.id = $1
  returning id`;
