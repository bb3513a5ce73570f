import './workers';
import 'graphiql/style.css';
import '@graphiql/react/font/roboto.css';
import '@graphiql/react/font/fira-code.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import type { IntrospectionQuery } from 'graphql';
import { createRoot } from 'react-dom/client';

// The page is served at the GraphQL endpoint itself (GET /graphql, Accept: text/html), so queries go
// to this very URL and subscriptions to its graphql-ws twin, wherever the service is mounted.
const endpoint = new URL(location.pathname, location.href);
const websocket = new URL(endpoint);
websocket.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';

// Subscriptions open a graphql-ws connection per operation with the Headers tab as its
// connection_init payload, which is where the service authenticates sockets.
const fetcher = createGraphiQLFetcher({ url: endpoint.href, subscriptionUrl: websocket.href });

// Lines short enough for the editor's width on a laptop screen.
const defaultQuery = `# Forklift's GraphQL API. The docs and completion need no
# token; running does: put one in the Headers tab below, then
# run (Ctrl-Enter). A token: POST /oauth/token with
# grant_type=client_credentials, client_id, client_secret
# (\`npm start\` in sandbox mode prints two ready clients, and
# on its own machine fills in the demo customer's token here).
# A staff token acts for a customer with "X-Customer-Id".
# Subscriptions run here too.

query Items {
  items(first: 10) {
    total_count
    nodes { id sku title quantity }
  }
}
`;

// A link may open GraphiQL on a query of its own (the dashboard's drill-downs): /graphql#query=...
// The hash never reaches the server, so the page is the same for every link.
const linkedQuery = new URLSearchParams(location.hash.slice(1)).get('query') ?? undefined;

/** The sandbox's offer (GET /graphiql/demo-token), or null: outside the sandbox, or from another machine. */
interface DemoToken {
  access_token: string;
  customer_id: number;
}

const headersFor = (demo: DemoToken | null) =>
  demo
    ? `{\n  // The sandbox's demo customer (id ${demo.customer_id}): a token for this browser\n  "Authorization": "Bearer ${demo.access_token}"\n}`
    : '{\n  "Authorization": "Bearer <token>"\n}';

// Next to this script (GRAPHIQL_ASSETS_PATH). The schema comes from its public copy, not from
// introspecting /graphql, which needs a token: nothing is sent before one is given, so nothing fails.
const asset = (name: string) => new URL(name, import.meta.url);
const json = async <T,>(res: Response): Promise<T | null> => (res.ok ? ((await res.json()) as T) : null);

void Promise.all([
  fetch(asset('schema.json')).then((res) => json<IntrospectionQuery>(res), () => null),
  fetch(asset('demo-token')).then((res) => json<DemoToken>(res), () => null),
]).then(([schema, demo]) =>
  createRoot(document.getElementById('graphiql')!).render(
    <GraphiQL
      fetcher={fetcher}
      // Should the copy not load, GraphiQL introspects /graphql itself.
      schema={schema ?? undefined}
      defaultQuery={defaultQuery}
      initialQuery={linkedQuery}
      defaultHeaders={headersFor(demo)}
      defaultEditorToolsVisibility="headers"
    />,
  ),
);
