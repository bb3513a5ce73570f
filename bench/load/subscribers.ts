import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A share of the graphql-ws subscribers, in a process of its own so that a thousand sockets'
 * parsing does not delay each other's receipt stamps in one event loop. Each subscriber is its own
 * connection, authenticated in connection_init, subscribed to item.updated events; every receipt
 * is stamped on arrival with the wall clock every bench process shares.
 */
export type ToSubscribers =
  | { type: 'start'; url: string; token: string; subscribers: number }
  | { type: 'stats' }
  | { type: 'collect' };

export type FromSubscribers =
  | { type: 'connected'; connected: number; failed: number; firstError: string | null }
  | { type: 'stats'; perResource: Record<number, number> }
  | { type: 'collected'; receipts: Receipt[] };

/** [resource_id, event id, created_at (ms), received at (ms)] */
export type Receipt = [number, number, number, number];

export const SUBSCRIPTION = 'subscription { events(kinds: ["item.updated"]) { id resource_id created_at } }';
/** Sockets opened at a time: a realistic ramp, not a thundering herd. */
const BATCH = 25;

const now = () => performance.timeOrigin + performance.now();
const receipts: Receipt[] = [];
/** resource id → subscribers that received an event for it. */
const perResource: Record<number, number> = {};

function subscribeOne(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: (err) => reject(err),
      connectionParams: { authorization: `Bearer ${token}` },
    });
    client.on('connected', () => {
      client.subscribe<{ events: { id: number; resource_id: number; created_at: string } }>(
        { query: SUBSCRIPTION },
        {
          next: ({ data }) => {
            if (!data) return;
            const e = data.events;
            receipts.push([e.resource_id, e.id, Date.parse(e.created_at), now()]);
            perResource[e.resource_id] = (perResource[e.resource_id] ?? 0) + 1;
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      resolve();
    });
  });
}

process.on('message', async (message: ToSubscribers) => {
  const send = (reply: FromSubscribers) => process.send!(reply);
  if (message.type === 'start') {
    const wsUrl = `${message.url.replace(/^http/, 'ws')}/graphql`;
    let connected = 0;
    let failed = 0;
    let firstError: string | null = null;
    for (let i = 0; i < message.subscribers; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, message.subscribers - i) }, () => subscribeOne(wsUrl, message.token));
      for (const outcome of await Promise.allSettled(batch)) {
        if (outcome.status === 'fulfilled') connected++;
        else {
          failed++;
          firstError ??= String((outcome.reason as { message?: string; code?: number })?.message ?? (outcome.reason as { code?: number })?.code ?? outcome.reason);
        }
      }
    }
    send({ type: 'connected', connected, failed, firstError });
  } else if (message.type === 'stats') {
    send({ type: 'stats', perResource });
  } else {
    // The bench ends this process once it has the receipts: exiting here could cut the message short.
    send({ type: 'collected', receipts });
  }
});
