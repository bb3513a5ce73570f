import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import type { RequestContext } from '../src/domain/context';
import type { StoredEvent } from '../src/domain/events/feed';
import { eventResource, serveSnapshots } from '../src/graphql/snapshot';

/** Typed event fields over a snapshot, on a schema of their own: no database, no server. */
const loaded: string[] = [];
const schema = makeExecutableSchema({
  typeDefs: `
    type Line { id: Int! sku: String! product: Product! }
    type Product { id: Int! title: String! }
    type Order { id: Int! status: Int! status_name: String! lines: [Line!]! notes(first: Int): [String!]! }
    type Event { order: Order }
    type Query { events: [Event!]! order: Order }
  `,
  resolvers: {
    Query: {
      events: (_: unknown, __: unknown, ctx: { events: StoredEvent[] }) => ctx.events,
      order: () => ({ id: 5, status: 300, status_name: 'stored', lines: [] }),
    },
    Event: { order: (e: StoredEvent, _: unknown, ctx: RequestContext, info: any) => eventResource(e, 'order', ctx, info) },
    Order: {
      // What a database would answer now: the snapshot must win for every field it holds.
      status_name: () => 'FROM THE DATABASE',
      notes: (o: { id: number }, { first }: { first: number }, ctx: { label: string }) => [`${ctx.label}:${o.id}:${first}`],
    },
    Line: {
      product: (l: { product_id: number }, _: unknown, ctx: { label: string }) => {
        loaded.push(`${ctx.label}:${l.product_id}`);
        return { id: l.product_id, title: `P${l.product_id}` };
      },
    },
  },
});
serveSnapshots(schema);

const event = (over: Partial<StoredEvent>): StoredEvent => ({
  tx_id: 1, id: 1, kind: 'order.status_changed', customer_id: 7, shop_id: null, resource_type: 'order', resource_id: 5,
  payload: { id: 5, status: 300, status_name: 'Shipped', lines: [{ id: 1, sku: 'A', product_id: 40 }, { id: 2, sku: 'B', product_id: 41 }] },
  details: null, created_at: new Date(), ...over,
});

/** A reader's context; its order loader stands for the row as the database holds it now. */
const customer = (id: number) => ({
  label: `customer ${id}`, caller: { isStaff: false, clientCustomerId: id }, customerId: id,
  loaders: { orderById: { load: async (orderId: number) => (loaded.push(`order ${orderId}`), { id: orderId, status: 100, status_name: 'now' }) } },
});
const run = (events: StoredEvent[], ctx: object, query: string) => graphql({ schema, source: query, contextValue: { ...ctx, events } });

describe('typed event resources from the snapshot', () => {
  beforeEach(() => void loaded.splice(0));

  it('answers stored fields from the snapshot, nested lists included, and resolves the rest in the reader\'s context, on the row', async () => {
    const res = await run([event({})], customer(7), '{ events { order { id status status_name lines { sku product { title } } notes(first: 2) } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      events: [{ order: { id: 5, status: 300, status_name: 'Shipped', lines: [{ sku: 'A', product: { title: 'P40' } }, { sku: 'B', product: { title: 'P41' } }], notes: ['customer 7:5:2'] } }],
    });
    // notes takes arguments, so is not in the snapshot: resolved on the order's row, loaded by id.
    expect(loaded.sort()).toEqual(['customer 7:40', 'customer 7:41', 'order 5']);
  });

  it('is null for an event naming another kind of resource, and for an event of another customer', async () => {
    const res = await run([event({ resource_type: 'item' }), event({ customer_id: 8 })], customer(7), '{ events { order { id } } }');
    expect(res.data).toEqual({ events: [{ order: null }, { order: null }] });
  });

  it('leaves objects that are not snapshots to their resolvers', async () => {
    const res = await graphql({ schema, source: '{ order { id status_name } }', contextValue: customer(7) });
    expect(res.data).toEqual({ order: { id: 5, status_name: 'FROM THE DATABASE' } });
  });
});
