import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any;
  /** The signature header matched the HMAC of the raw body with the secret the receiver was given. */
  signed: boolean;
}

export interface Receiver {
  url: string;
  requests: Received[];
  /** The secret signatures are checked against, per path (set once the subscription exists). */
  secrets: Map<string, string>;
  /** How the receiver answers the n-th request (0-based) to a path, this one. */
  answer: (path: string, n: number, request: Received) => number;
  close(): Promise<void>;
}

/** A real HTTP endpoint (on 127.0.0.1 unless told) that records every webhook it receives and checks its signature. */
export async function startReceiver(answer: Receiver['answer'] = () => 200, host = '127.0.0.1'): Promise<Receiver> {
  const receiver = { requests: [] as Received[], secrets: new Map<string, string>(), answer } as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const secret = receiver.secrets.get(path);
      const expected = secret ? createHmac('sha256', secret).update(raw).digest('hex') : undefined;
      const n = receiver.requests.filter((r) => r.path === path).length;
      const request = { path, headers: req.headers, raw, body: JSON.parse(raw), signed: expected !== undefined && req.headers['x-service-signature'] === expected };
      receiver.requests.push(request);
      res.statusCode = receiver.answer(path, n, request);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  receiver.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}
