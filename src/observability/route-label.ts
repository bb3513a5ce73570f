import type { Request } from 'express';
import { match } from 'path-to-regexp';
import type { Route } from '../rest/route';

/** The label of a request no route would serve (a 404). */
export const UNMATCHED = 'unmatched';

/** Paths served outside the REST route table. `*` matches any method. */
const OWN_ROUTES: { method: string; path: string }[] = [
  { method: '*', path: '/graphql' },
  { method: 'POST', path: '/oauth/token' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/metrics' },
];

/**
 * The route pattern a request was served by (`/api/v2/items/:id`), never its URL: ids stay out of
 * metric labels, and tokens a caller put in a path stay out of the log. Labels stay few: a route's
 * pattern or `unmatched`. Express knows the pattern of a request it dispatched to a route (its mount
 * path as the caller spelled it, hence lower-cased); a request answered before routing (rate
 * limited, a body that does not parse, an idempotent replay) or by a mounted app (Apollo) is matched
 * against the same table, in the same order, as express would. A path served by middleware that is
 * not a route needs a line in OWN_ROUTES, or it is `unmatched`.
 */
export function routeLabeler(routes: Route[], prefix: string): (req: Request) => string {
  const table = [...OWN_ROUTES, ...routes.map((r) => ({ method: r.method, path: `${prefix}${r.path}` }))].map((r) => ({
    ...r,
    matches: match(r.path, { decode: false }),
  }));
  return (req) => {
    if (typeof req.route?.path === 'string') return `${req.baseUrl.toLowerCase()}${req.route.path}`;
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = req.originalUrl.split('?', 1)[0];
    return table.find((r) => (r.method === '*' || r.method === method) && r.matches(path))?.path ?? UNMATCHED;
  };
}
