import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { sendError } from '../rest/errors';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN set it asks for that token (Prometheus
 * sends it as `authorization: { credentials: … }`). Without one it answers anyone only when `open`
 * (METRICS_OPEN; the sandbox's default): nothing here is a tenant's (route patterns, counts, the
 * names of operations), yet an instance reachable from outside should not show its load and queues
 * to whoever asks, so production keeps it off until a setting says how it is reached.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined, open: boolean) {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (req: Request, res: Response) => {
    if (!expected && !open) return sendError(res, 404, 'GET /metrics is off: set METRICS_TOKEN (Prometheus sends it as a bearer token), or METRICS_OPEN=true where only Prometheus reaches this port');
    // Compared as digests: equal lengths, in constant time.
    if (expected && !timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendError(res, 401, 'GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>');
    }
    const text = await metrics.registry.metrics();
    res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store').send(text);
  };
}
