import http from 'node:http';
import WebSocket from 'ws';

/**
 * The fan-out floor: what sending one event to a thousand WebSocket subscribers costs on this
 * machine with nothing else in the way. node:http and ws speaking just enough graphql-transport-ws
 * for the bench's graphql-ws subscribers (connection_init, subscribe, complete, ping); no database,
 * no GraphQL. `PUT /api/v2/items/{id}` answers 200 at once, then sends every subscriber the
 * `events` result the service would, serialized once, each frame written as soon as it is made.
 */
const subscribers = new Map<WebSocket, Set<string>>();
let eventId = 0;

function broadcast(resourceId: number): void {
  const payload = JSON.stringify({ data: { events: { id: ++eventId, resource_id: resourceId, created_at: new Date().toISOString() } } });
  for (const [socket, ids] of subscribers) for (const id of ids) socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${payload}}`);
}

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') return void res.writeHead(200).end('ok');
  const item = /^\/api\/v2\/items\/(\d+)$/.exec(req.url ?? '');
  if (req.method !== 'PUT' || !item) return void res.writeHead(404).end();
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    broadcast(Number(item[1]));
  });
});

const sockets = new WebSocket.Server({ server, path: '/graphql', handleProtocols: () => 'graphql-transport-ws' });
sockets.on('connection', (socket: WebSocket) => {
  subscribers.set(socket, new Set());
  socket.on('close', () => subscribers.delete(socket));
  socket.on('message', (data: WebSocket.Data) => {
    const message = JSON.parse(String(data)) as { type: string; id?: string };
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (message.type === 'ping') socket.send('{"type":"pong"}');
    else if (message.type === 'subscribe') subscribers.get(socket)?.add(message.id!);
    else if (message.type === 'complete') subscribers.get(socket)?.delete(message.id!);
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const socket of subscribers.keys()) socket.terminate();
  server.close(() => process.exit(0));
});
