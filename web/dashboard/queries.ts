/** The dashboard's figures: one document of the public aggregates (schema/insights.graphql), read again after every burst of events. */
export const FIGURES = `query Dashboard($from: DateTime!, $late_after_hours: Int!) {
  by_status: orders_summary(group_by: status, late_after_hours: $late_after_hours) { key label orders units held_for_address waiting_for_stock late }
  by_warehouse: orders_summary(group_by: warehouse, late_after_hours: $late_after_hours) { key label orders units held_for_address waiting_for_stock late }
  throughput: order_throughput(from: $from, bucket: hour) { starts_at created shipped cancelled returned }
  stock: stock_at_risk(expiring_within_days: 30) { warehouse_id warehouse_name items_stocked items_low items_out lots_expiring units_expiring open_shipnotices inbound_units shipnotices_past_eta }
  webhooks: webhook_health(recent_hours: 24) { subscription_id customer_id event endpoint active consecutive_failures delivered failed pending retrying oldest_undelivered_at }
  lag: event_lag { last_event_id last_event_at feed_lag_seconds undelivered_webhooks oldest_undelivered_webhook_at }
}`;

export interface OrderGroup {
  key: number | null;
  label: string;
  orders: number;
  units: number;
  held_for_address: number;
  waiting_for_stock: number;
  late: number;
}

export interface Bucket {
  starts_at: string;
  created: number;
  shipped: number;
  cancelled: number;
  returned: number;
}

interface StockRisk {
  warehouse_id: number;
  warehouse_name: string;
  items_stocked: number;
  items_low: number;
  items_out: number;
  lots_expiring: number;
  units_expiring: number;
  open_shipnotices: number;
  inbound_units: number;
  shipnotices_past_eta: number;
}

interface WebhookHealth {
  subscription_id: number;
  customer_id: number;
  event: string;
  endpoint: string;
  active: boolean;
  consecutive_failures: number;
  delivered: number;
  failed: number;
  pending: number;
  retrying: number;
  oldest_undelivered_at: string | null;
}

export interface Figures {
  by_status: OrderGroup[];
  by_warehouse: OrderGroup[];
  throughput: Bucket[];
  stock: StockRisk[];
  webhooks: WebhookHealth[];
  lag: { last_event_id: number | null; last_event_at: string | null; feed_lag_seconds: number; undelivered_webhooks: number; oldest_undelivered_webhook_at: string | null };
}

export const VIEWER = '{ viewer { staff customer_id } }';
export const CUSTOMERS = '{ customers(per_page: 250, sort: "name asc") { nodes { id name } } }';

/** A GraphiQL page opening with `query` in its editor (web/graphiql reads it from the hash): a drill-down anyone can run and change. */
export const graphiqlLink = (query: string) => `/graphql#${new URLSearchParams({ query }).toString()}`;

export const ordersQuery = (search: Record<string, unknown>) =>
  `{\n  orders(search: ${JSON.stringify(JSON.stringify(search))}, per_page: 50, sort: "created_at asc") {\n    total_count\n    nodes { id status status_name warehouse_id created_at address_message }\n  }\n}\n`;

const RESOURCE_QUERIES: Record<string, string> = {
  order: 'order(id: $id) { id status status_name created_at order_items { sku quantity } }',
  item: 'item(id: $id) { id sku title quantity published_quantity }',
  shipnotice: 'shipnotice(id: $id) { id status created_at }',
  consumer_return: 'consumer_return(id: $id) { id status created_at }',
};

export const resourceQuery = (type: string, id: number) =>
  `{\n  ${(RESOURCE_QUERIES[type] ?? RESOURCE_QUERIES.order).replace('$id', String(id))}\n}\n`;
