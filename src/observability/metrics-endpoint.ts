import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { sendError } from '../rest/errors';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format. Open unless a token is configured: Prometheus scrapes
 * each instance on the internal network, and nothing here is a tenant's (route patterns, counts,
 * the names of operations). An instance reachable from outside sets METRICS_TOKEN, and Prometheus
 * sends it as `authorization: { credentials: … }`.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (req: Request, res: Response) => {
    // Compared as digests: equal lengths, in constant time.
    if (expected && !timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendError(res, 401, 'GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>');
    }
    const text = await metrics.registry.metrics();
    res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store').send(text);
  };
}
