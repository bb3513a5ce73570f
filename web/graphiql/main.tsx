import './workers';
import 'graphiql/style.css';
import '@graphiql/react/font/roboto.css';
import '@graphiql/react/font/fira-code.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
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
const defaultQuery = `# Forklift's GraphQL API. Put a bearer token in the Headers
# tab below, then run (Ctrl-Enter). A token: POST /oauth/token
# with grant_type=client_credentials, client_id, client_secret
# (\`npm start\` in sandbox mode prints two ready clients).
# A staff token acts for a customer with "X-Customer-Id".
# With the token in, re-fetch the schema (Shift-Ctrl-R) for
# completion and the docs. Subscriptions run here too.

query Items {
  items(first: 10) {
    total_count
    nodes { id sku title quantity }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL
    fetcher={fetcher}
    defaultQuery={defaultQuery}
    defaultHeaders={'{\n  "Authorization": "Bearer <token>"\n}'}
    defaultEditorToolsVisibility="headers"
  />,
);
