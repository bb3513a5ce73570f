import './locale';
import 'uplot/dist/uPlot.min.css';
import './style.css';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, type FeedEvent, type Session, coalesce, demoToken, followEvents, gql, storeToken, storedToken, tokenFor } from './api';
import { ThroughputChart } from './chart';
import { CUSTOMERS, FIGURES, type Figures, type OrderGroup, VIEWER, graphiqlLink, ordersQuery, resourceQuery } from './queries';

/**
 * Forklift's live operations dashboard, built on nothing but the public API: the aggregates of
 * schema/insights.graphql over HTTP, re-read once per burst of events from the graphql-ws events
 * subscription (coalesced: a thousand events are a handful of refetches), resumed after the last
 * event seen when the socket drops.
 */

const LATE_AFTER_HOURS = 48;
/** Events within this window are one burst: one refetch. */
const COALESCE_MS = 250;
const FEED_LENGTH = 50;

interface Viewer {
  staff: boolean;
  customer_id: number | null;
}

/** hh:mm:ss UTC: the same on every machine, whatever its locale (the chart's hours are UTC as well). */
const clock = (at: Date) => `${at.toISOString().slice(11, 19)} UTC`;
const time = (iso: string | null) => (iso ? clock(new Date(iso)) : '—');
const sum = (groups: OrderGroup[], key: keyof OrderGroup) => groups.reduce((s, g) => s + (g[key] as number), 0);

function SignIn({ onToken }: { onToken: (token: string) => void }) {
  const [demo, setDemo] = useState<boolean>(false);
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');

  useEffect(() => {
    void fetch('/graphiql/demo-token', { method: 'HEAD' }).then((res) => setDemo(res.ok), () => setDemo(false));
  }, []);

  const attempt = (work: () => Promise<string | null>) => async (e?: FormEvent) => {
    e?.preventDefault();
    setError(null);
    try {
      const got = await work();
      if (!got) throw new Error('no token');
      onToken(got);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <main className="sign-in">
      <h1>Forklift dashboard</h1>
      <p>Sign in with an API token or client credentials. They stay in this tab only (sessionStorage).</p>
      {demo && (
        <p className="demo">
          <button type="button" className="primary" onClick={() => void attempt(() => demoToken('customer'))()}>
            Sign in as the sandbox's demo customer
          </button>
          <button type="button" onClick={() => void attempt(() => demoToken('staff'))()}>
            Sign in as the sandbox's staff
          </button>
        </p>
      )}
      <form onSubmit={(e) => void attempt(async () => token.trim())(e)} aria-labelledby="with-token">
        <h2 id="with-token">With a token</h2>
        <label>
          Access token
          <input name="token" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} required />
        </label>
        <button type="submit">Sign in</button>
      </form>
      <form onSubmit={(e) => void attempt(() => tokenFor(clientId.trim(), secret))(e)} aria-labelledby="with-client">
        <h2 id="with-client">With client credentials</h2>
        <label>
          Client id
          <input name="client_id" autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} required />
        </label>
        <label>
          Client secret
          <input name="client_secret" type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} required />
        </label>
        <button type="submit">Sign in</button>
      </form>
      {error && (
        <p role="alert" className="error">
          Sign-in failed: {error}
        </p>
      )}
    </main>
  );
}

function Figure({ name, value, note }: { name: string; value: number | string; note?: string }) {
  return (
    <div className="figure" data-figure={name}>
      <span className="value">{value}</span>
      <span className="name">{note ?? name.replace(/_/g, ' ')}</span>
    </div>
  );
}

function OrdersTable({ caption, groups, drill }: { caption: string; groups: OrderGroup[]; drill: (g: OrderGroup) => Record<string, unknown> }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{caption.replace('Orders by ', '').replace(/^./, (c) => c.toUpperCase())}</th>
          <th scope="col">Orders</th>
          <th scope="col">Units</th>
          <th scope="col">Held for address</th>
          <th scope="col">Waiting for stock</th>
          <th scope="col">Late</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={String(g.key)} data-group={g.key ?? 'none'}>
            <th scope="row">
              <a href={graphiqlLink(ordersQuery(drill(g)))} target="_blank" rel="noreferrer">
                {g.label}
              </a>
            </th>
            <td data-col="orders">{g.orders}</td>
            <td data-col="units">{g.units}</td>
            <td data-col="held_for_address">{g.held_for_address}</td>
            <td data-col="waiting_for_stock">{g.waiting_for_stock}</td>
            <td data-col="late">{g.late}</td>
          </tr>
        ))}
        {groups.length === 0 && (
          <tr>
            <td colSpan={6}>No orders yet.</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function Dashboard({ token, onSignOut }: { token: string; onSignOut: () => void }) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [customers, setCustomers] = useState<{ id: number; name: string }[]>([]);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [figures, setFigures] = useState<Figures | null>(null);
  const [feed, setFeed] = useState<FeedEvent[]>([]);
  const [live, setLive] = useState(false);
  const [updated, setUpdated] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session: Session = useMemo(() => ({ token, customerId }), [token, customerId]);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  useEffect(() => {
    gql<{ viewer: Viewer }>({ token, customerId: null }, VIEWER).then(
      async ({ viewer }) => {
        setViewer(viewer);
        if (viewer.staff) setCustomers((await gql<{ customers: { nodes: { id: number; name: string }[] } }>({ token, customerId: null }, CUSTOMERS)).customers.nodes);
      },
      (err: ApiError) => (err.code === 'UNAUTHENTICATED' ? onSignOut() : setError(err.message)),
    );
  }, [token, onSignOut]);

  const refetch = useCallback(async () => {
    const current = sessionRef.current;
    try {
      const from = new Date(Date.now() - 23 * 3_600_000).toISOString();
      const data = await gql<Figures>(current, FIGURES, { from, late_after_hours: LATE_AFTER_HOURS });
      // A staff caller may have picked another customer meanwhile: that one's answer is on its way.
      if (sessionRef.current !== current) return;
      setFigures(data);
      setUpdated(new Date());
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  }, []);

  // Figures first, then the feed from the newest event they counted: nothing between is missed.
  useEffect(() => {
    if (!viewer) return;
    let feedHandle: { close(): void } | null = null;
    let stopped = false;
    const refresh = coalesce(refetch, COALESCE_MS);
    setFeed([]);
    setFigures(null);
    void (async () => {
      await refetch();
      const start = (await gql<{ event_lag: { last_event_id: number | null } }>(session, '{ event_lag { last_event_id } }').catch(() => null))?.event_lag.last_event_id ?? 0;
      if (stopped) return;
      feedHandle = followEvents(
        session,
        start,
        (event) => {
          setFeed((list) => [event, ...list].slice(0, FEED_LENGTH));
          refresh.poke();
        },
        (isLive) => {
          setLive(isLive);
          // Back after a drop: the replay brings the events missed, and the figures are read again.
          if (isLive) refresh.poke();
        },
      );
    })();
    return () => {
      stopped = true;
      refresh.cancel();
      feedHandle?.close();
    };
  }, [viewer, session, refetch]);

  const groups = figures?.by_status ?? [];
  return (
    <>
      <header className="bar">
        <h1>Forklift operations</h1>
        <p className="state" role="status" aria-live="polite" data-live={live}>
          <span aria-hidden="true">{live ? '●' : '○'}</span> <span data-state>{live ? 'Live' : 'Reconnecting…'}</span>
          {updated && <> · updated {clock(updated)}</>}
        </p>
        {viewer?.staff && (
          <label className="picker">
            Customer
            <select value={customerId ?? ''} onChange={(e) => setCustomerId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">All customers</option>
              {customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} (#{c.id})
                </option>
              ))}
            </select>
          </label>
        )}
        {viewer && !viewer.staff && <p>Customer #{viewer.customer_id}</p>}
        <a href="/graphql" target="_blank" rel="noreferrer">
          GraphiQL
        </a>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!figures ? (
        <p className="loading">Loading…</p>
      ) : (
        <main className="grid">
          <section aria-labelledby="attention" className="wide">
            <h2 id="attention">Orders needing attention</h2>
            <div className="figures">
              <Figure name="orders" value={sum(groups, 'orders')} note="orders in all" />
              <Figure name="units" value={sum(groups, 'units')} note="units ordered" />
              <Figure name="held_for_address" value={sum(groups, 'held_for_address')} />
              <Figure name="waiting_for_stock" value={sum(groups, 'waiting_for_stock')} />
              <Figure name="late" value={sum(groups, 'late')} note={`late (over ${LATE_AFTER_HOURS} h)`} />
              <Figure name="feed_lag_seconds" value={figures.lag.feed_lag_seconds.toFixed(1)} note="event lag (s)" />
              <Figure name="undelivered_webhooks" value={figures.lag.undelivered_webhooks} note="webhooks undelivered" />
            </div>
            <p>
              Drill down:{' '}
              <a href={graphiqlLink(ordersQuery({ address_verified_eq: false, skip_address_verification_eq: false }))} target="_blank" rel="noreferrer">
                held orders
              </a>
              ,{' '}
              <a href={graphiqlLink(ordersQuery({ status_eq: 95 }))} target="_blank" rel="noreferrer">
                orders waiting for stock
              </a>
              .
            </p>
          </section>
          <section aria-labelledby="throughput" className="wide">
            <h2 id="throughput">Throughput, last 24 hours (per hour, UTC)</h2>
            <ThroughputChart buckets={figures.throughput} />
          </section>
          <section aria-labelledby="by-status">
            <h2 id="by-status">Orders</h2>
            <OrdersTable caption="Orders by status" groups={figures.by_status} drill={(g) => ({ status_eq: g.key })} />
            <OrdersTable caption="Orders by warehouse" groups={figures.by_warehouse} drill={(g) => (g.key == null ? { warehouse_id_null: true } : { warehouse_id_eq: g.key })} />
          </section>
          <section aria-labelledby="feed-title">
            <h2 id="feed-title">Live events</h2>
            <ol className="feed" aria-live="polite" aria-relevant="additions">
              {feed.map((e) => (
                <li key={e.id} data-event-id={e.id} data-kind={e.kind}>
                  <time dateTime={e.created_at}>{time(e.created_at)}</time> <code>{e.kind}</code>{' '}
                  <a href={graphiqlLink(resourceQuery(e.resource_type, e.resource_id))} target="_blank" rel="noreferrer">
                    {e.resource_type} {e.resource_id}
                  </a>
                </li>
              ))}
              {feed.length === 0 && <li className="quiet">Waiting for events…</li>}
            </ol>
          </section>
          {/* Focusable: a table wider than its panel scrolls, and a keyboard scrolls what has focus. */}
          <section aria-labelledby="stock" tabIndex={0}>
            <h2 id="stock">Stock at risk</h2>
            <table>
              <caption>Per warehouse (lots expiring within 30 days)</caption>
              <thead>
                <tr>
                  <th scope="col">Warehouse</th>
                  <th scope="col">Items low</th>
                  <th scope="col">Items out</th>
                  <th scope="col">Lots expiring</th>
                  <th scope="col">Units expiring</th>
                  <th scope="col">Open ship notices</th>
                  <th scope="col">Inbound units</th>
                  <th scope="col">Past ETA</th>
                </tr>
              </thead>
              <tbody>
                {figures.stock.map((w) => (
                  <tr key={w.warehouse_id} data-warehouse={w.warehouse_id}>
                    <th scope="row">{w.warehouse_name}</th>
                    <td data-col="items_low">{w.items_low}</td>
                    <td data-col="items_out">{w.items_out}</td>
                    <td data-col="lots_expiring">{w.lots_expiring}</td>
                    <td data-col="units_expiring">{w.units_expiring}</td>
                    <td data-col="open_shipnotices">{w.open_shipnotices}</td>
                    <td data-col="inbound_units">{w.inbound_units}</td>
                    <td data-col="shipnotices_past_eta">{w.shipnotices_past_eta}</td>
                  </tr>
                ))}
                {figures.stock.length === 0 && (
                  <tr>
                    <td colSpan={8}>No stock or inbound yet.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="webhooks" tabIndex={0}>
            <h2 id="webhooks">Webhooks, last 24 hours</h2>
            <table>
              <caption>Per subscription</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">State</th>
                  <th scope="col">Delivered</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Pending</th>
                  <th scope="col">Failures in a row</th>
                  <th scope="col">Oldest undelivered</th>
                </tr>
              </thead>
              <tbody>
                {figures.webhooks.map((w) => (
                  <tr key={w.subscription_id} data-subscription={w.subscription_id}>
                    <th scope="row" title={w.endpoint}>
                      {w.event}
                    </th>
                    <td>{w.active ? 'active' : 'switched off'}</td>
                    <td>{w.delivered}</td>
                    <td>{w.failed}</td>
                    <td>
                      {w.pending}
                      {w.retrying > 0 && ` (${w.retrying} retrying)`}
                    </td>
                    <td>{w.consecutive_failures}</td>
                    <td>{time(w.oldest_undelivered_at)}</td>
                  </tr>
                ))}
                {figures.webhooks.length === 0 && (
                  <tr>
                    <td colSpan={7}>No webhook subscriptions.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </section>
        </main>
      )}
    </>
  );
}

function App() {
  const [token, setToken] = useState<string | null>(storedToken);
  const signIn = useCallback((t: string) => {
    storeToken(t);
    setToken(t);
  }, []);
  const signOut = useCallback(() => {
    storeToken(null);
    setToken(null);
  }, []);
  return token ? <Dashboard token={token} onSignOut={signOut} /> : <SignIn onToken={signIn} />;
}

createRoot(document.getElementById('dashboard')!).render(<App />);
