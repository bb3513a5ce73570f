import { type Client, createClient } from 'graphql-ws';

/**
 * The dashboard's only way to the service: the public GraphQL API over HTTP, and its events
 * subscription over graphql-ws, with the tab's own credentials (sessionStorage: gone when the tab is).
 */

export interface Session {
  token: string;
  /** A staff caller's chosen customer (X-Customer-Id); null: every customer's. */
  customerId: number | null;
}

const KEY = 'forklift.dashboard.token';

export const storedToken = (): string | null => sessionStorage.getItem(KEY);
export const storeToken = (token: string | null) => (token ? sessionStorage.setItem(KEY, token) : sessionStorage.removeItem(KEY));

export class ApiError extends Error {
  constructor(message: string, readonly code: string | undefined, readonly status: number) {
    super(message);
  }
}

const headersOf = (session: Session): Record<string, string> => ({
  authorization: `Bearer ${session.token}`,
  ...(session.customerId != null ? { 'x-customer-id': String(session.customerId) } : {}),
});

/** One GraphQL operation over HTTP; the first error (with its code) is thrown. */
export async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersOf(session) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => null)) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  const error = body?.errors?.[0];
  if (error || !body?.data) throw new ApiError(error?.message ?? `HTTP ${res.status}`, error?.extensions?.code, res.status);
  return body.data;
}

/** A token for client credentials (POST /oauth/token, client_credentials). */
export async function tokenFor(clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; error?: string; message?: string };
  if (!res.ok || !body.access_token) throw new ApiError(body.error ?? body.message ?? `HTTP ${res.status}`, undefined, res.status);
  return body.access_token;
}

/** A token of the sandbox's demo customer or staff client, offered to a browser on the service's own machine; null elsewhere. */
export async function demoToken(who: 'customer' | 'staff'): Promise<string | null> {
  const res = await fetch(`/graphiql/demo-token${who === 'staff' ? '?as=staff' : ''}`).catch(() => null);
  if (!res?.ok) return null;
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface FeedEvent {
  id: number;
  kind: string;
  customer_id: number;
  resource_type: string;
  resource_id: number;
  created_at: string;
}

const EVENTS = `subscription ($after_id: Long) { events(after_id: $after_id) { id kind customer_id resource_type resource_id created_at } }`;

export interface Feed {
  close(): void;
}

/**
 * The events subscription, resumed after the last event received whenever the socket drops (a
 * server restart): each connection subscribes with after_id, so the server replays what was
 * missed, in order, before going live. `onState` says whether it is live.
 */
export function followEvents(session: Session, afterId: number, onEvent: (event: FeedEvent) => void, onState: (live: boolean) => void): Feed {
  let last = afterId;
  let closed = false;
  let client: Client | null = null;
  let unsubscribe: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const url = new URL('/graphql', location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';

  const stop = () => {
    unsubscribe?.();
    unsubscribe = null;
    void client?.dispose();
    client = null;
  };

  const again = (from: Client) => {
    // Only the current connection's end counts (an old one's may be reported after it was replaced).
    if (from !== client) return;
    onState(false);
    stop();
    if (!closed) retry = setTimeout(connect, 1000);
  };

  function connect() {
    // Lazy: the socket lives as long as its one subscription, which ends it on unsubscribe.
    const mine = createClient({
      url: url.href,
      retryAttempts: 0,
      connectionParams: Object.fromEntries(Object.entries(headersOf(session))),
      on: { connected: () => onState(true) },
    });
    client = mine;
    unsubscribe = mine.subscribe<{ events: FeedEvent }>(
      { query: EVENTS, variables: { after_id: last } },
      {
        // Each event once, in the order of the outbox's positions (not of ids: see the events
        // subscription's description), so the last one received is where to resume.
        next: ({ data }) => {
          if (!data) return;
          last = data.events.id;
          onEvent(data.events);
        },
        error: () => again(mine),
        complete: () => again(mine),
      },
    );
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      stop();
    },
  };
}

/**
 * Calls `run` at most once per `ms` however often `poke` is called: the first poke of a quiet spell
 * waits `ms` for the rest of its burst, and pokes while `run` is in flight fold into one more run.
 * A burst of a thousand events costs a handful of refetches, not a thousand.
 */
export function coalesce(run: () => Promise<void>, ms: number): { poke(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let pending = false;
  const fire = async () => {
    timer = undefined;
    if (running) return void (pending = true);
    running = true;
    try {
      await run();
    } finally {
      running = false;
      if (pending) {
        pending = false;
        timer ??= setTimeout(fire, ms);
      }
    }
  };
  return {
    poke: () => void (timer ??= setTimeout(fire, ms)),
    cancel: () => clearTimeout(timer),
  };
}
