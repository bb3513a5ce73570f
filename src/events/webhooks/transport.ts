import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { DestinationRefused, type Destinations } from '../../domain/webhooks/destination';

export interface Answer {
  status: number;
}

/**
 * POSTs `raw` to `endpoint` through the destination guard: a literal address is checked here, a
 * name on every connection (Destinations.lookup). A redirect is the endpoint's answer (its status is
 * recorded), never followed, so no redirect can lead a delivery inside. The answer's body is not read.
 */
export function postTo(endpoint: string, raw: string, headers: Record<string, string>, destinations: Destinations, timeoutMs: number): Promise<Answer> {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refused = isIP(host) ? destinations.refusal(host) : null;
  if (refused) return Promise.reject(new DestinationRefused(refused));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(raw)) },
      lookup: destinations.lookup,
      // One connection per delivery: a pooled socket would skip the lookup, and so the check.
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on('error', reject);
    req.end(raw);
  });
}
