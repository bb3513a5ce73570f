/**
 * The document's tags in the order Swagger UI lists them (it keeps the document's order): the
 * resources as the spec presents them (fulfillment-api-v2.md, "Resources and their fields": items
 * and what hangs off them, warehouses and inbound stock, orders and what hangs off them, the other
 * resources), then the resources the spec describes only through their operations, the sandbox's
 * simulations last. A tag not listed (a new resource) follows, in the route table's order.
 */
const SPEC_ORDER = [
  'items', 'bundle_items', 'wholesale_items', 'originators', 'scancodes', 'warehouses', 'shipnotices', 'shipnotice_items',
  'orders', 'order_items', 'packages', 'shipping_methods', 'order_documents', 'projects', 'load_scacs',
  'consumer_returns', 'customers', 'documents', 'templates', 'notification_events', 'notification_subscriptions', 'notification_deliveries',
  'simulate',
];

const rank = (tag: string) => (SPEC_ORDER.includes(tag) ? SPEC_ORDER.indexOf(tag) : SPEC_ORDER.length);

/** The tags used, in the spec's order (a stable sort: unlisted ones keep the order they were met in). */
export const inSpecOrder = (tags: Iterable<string>): string[] => [...tags].sort((a, b) => rank(a) - rank(b));
