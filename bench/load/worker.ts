import { autocannon, type AutocannonRequest } from '../deps';
import { ORDER_CREATE_MUTATION, type LoadResult, type LoadSpec } from './spec';

/**
 * The load generator, in a process of its own so that it does not share an event loop with the
 * bench's bookkeeping: autocannon at a fixed number of connections, a warm-up, then the measure.
 */
let sequence = 0;

/**
 * A new order of 1–3 distinct random items, as a V2 body or as order_create's variables, to a
 * complete US address, as a merchant's order is: without its state the order would be created held
 * for its address (order.attention), which is not the create this measures.
 */
function orderBody(orders: NonNullable<LoadSpec['orders']>): string {
  const n = 1 + Math.floor(Math.random() * 3);
  const picked = new Set<number>();
  while (picked.size < Math.min(n, orders.itemIds.length)) picked.add(orders.itemIds[Math.floor(Math.random() * orders.itemIds.length)]);
  const seq = ++sequence;
  const input = {
    email: `load${seq}@example.com`,
    shipping_name: `Load ${seq}`,
    shipping_address_1: '1 Load Street',
    shipping_city: 'Columbus',
    shipping_state: 'OH',
    shipping_zip: '43215',
    shipping_country: 'United States',
    order_items: [...picked].map((item_id) => ({ item_id, quantity: 1 })),
  };
  return JSON.stringify(orders.protocol === 'graphql' ? { query: ORDER_CREATE_MUTATION, variables: { input } } : input);
}

async function run(spec: LoadSpec, seconds: number): Promise<LoadResult> {
  const url = new URL(spec.request.url);
  let graphqlErrors = 0;
  let firstFailure: string | null = null;
  const request: AutocannonRequest = {
    method: spec.request.method,
    path: url.pathname + url.search,
    headers: spec.request.headers,
    body: spec.request.body,
    onResponse: (status, body) => {
      const graphqlError = status === 200 && body.includes('"errors":[');
      if (graphqlError) graphqlErrors++;
      if ((status >= 300 || graphqlError) && firstFailure === null) firstFailure = `HTTP ${status}: ${body.slice(0, 300)}`;
    },
  };
  if (spec.orders) {
    const orders = spec.orders;
    request.setupRequest = (r) => ({ ...r, body: orderBody(orders) });
  }
  const result = await autocannon()({ url: spec.origins ?? url.origin, connections: spec.connections, duration: seconds, requests: [request], timeout: 30 });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    requests: result.requests.total,
    non2xx: result.non2xx,
    graphqlErrors,
    errors: result.errors + result.timeouts,
    firstFailure,
  };
}

process.once('message', async (spec: LoadSpec) => {
  try {
    if (spec.warmup > 0) await run(spec, spec.warmup);
    process.send!({ measuring: true });
    process.send!({ result: await run(spec, spec.duration) });
  } catch (err) {
    process.send!({ error: String((err as Error)?.stack ?? err) });
  }
});
