import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws subscription over a real socket, collecting what arrives. */
export interface Subscriber<T> {
  received: T[];
  errors: unknown[];
  /** Resolves once at least n results have arrived (rejects after timeoutMs). */
  waitFor(n: number, timeoutMs?: number): Promise<T[]>;
  /** How the socket was closed, once it is (by either side). */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface SubscribeOptions {
  token: string;
  customerId?: number;
}

/**
 * Connects, authenticates in connection_init and subscribes. The server starts the operation a
 * little later, so a test that must not miss anything subscribes with after_id.
 */
export async function subscribe<T = any>(baseUrl: string, query: string, variables: Record<string, unknown>, options: SubscribeOptions): Promise<Subscriber<T>> {
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    // A refused connection is reported through the 'closed' listener below.
    onNonLazyError: () => undefined,
    connectionParams: { authorization: `Bearer ${options.token}`, ...(options.customerId ? { 'x-customer-id': String(options.customerId) } : {}) },
  });
  const received: T[] = [];
  const errors: unknown[] = [];
  const waiters: (() => void)[] = [];
  const notify = () => waiters.splice(0).forEach((w) => w());
  const field = /\{\s*(\w+)/.exec(query.replace(/^\s*subscription[^{]*/, ''))![1];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    client.on('closed', (e) => resolve({ code: (e as { code: number }).code, reason: String((e as { reason?: string }).reason ?? '') })),
  );
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    void closed.then(({ code }) => reject(new Error(`socket closed: ${code}`)));
  });
  const unsubscribe = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        else received.push(value.data![field]);
        notify();
      },
      error: (err) => {
        errors.push(err);
        notify();
      },
      complete: () => notify(),
    },
  );
  return {
    received,
    errors,
    closed,
    waitFor: (n, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${n} results, got ${received.length}: ${JSON.stringify(received)} errors ${JSON.stringify(errors)}`)), timeoutMs);
        const check = () => {
          if (received.length >= n) {
            clearTimeout(timer);
            resolve(received);
          } else if (errors.length) {
            clearTimeout(timer);
            reject(new Error(`subscription error: ${JSON.stringify(errors)}`));
          } else waiters.push(check);
        };
        check();
      }),
    close: async () => {
      unsubscribe();
      await client.dispose();
    },
  };
}
