import type { Request } from 'express';
import { match } from 'path-to-regexp';
import type { Route } from '../rest/route';

/** The label of a request no route would serve (a 404). */
const UNMATCHED = 'unmatched';

/**
 * Outside the REST route table, what may be answered before express dispatches it to a route:
 * GraphQL (a mounted app; rate limited, a bad body) and the token endpoint (rate limited). `*`: any method.
 */
const PRE_ROUTING = [
  { method: '*', path: '/graphql' },
  { method: 'POST', path: '/oauth/token' },
];

/**
 * The route pattern a request was served by (`/api/v2/items/:id`), never its URL: ids stay out of
 * metric labels, and tokens a caller put in a path stay out of the log. Labels stay few: a route's
 * pattern or `unmatched`. Express knows the pattern of a request it dispatched to a route (its mount
 * path as the caller spelled it, hence lower-cased); a request answered before routing (rate
 * limited, a body that does not parse, an idempotent replay) or by a mounted app (Apollo) is matched
 * against the same table, in the same order, as express would. What a mounted static app serves
 * (`mounts`: GraphiQL's files) is labelled `<mount>/*`.
 */
export function routeLabeler(routes: Route[], prefix: string, mounts: string[]): (req: Request) => string {
  const table = [
    ...PRE_ROUTING.map((r) => ({ ...r, label: r.path, matches: match(r.path, { decode: false }) })),
    ...mounts.map((path) => ({ method: '*', label: `${path}/*`, matches: match(path, { decode: false, end: false }) })),
    ...routes.map((r) => ({ method: r.method, label: `${prefix}${r.path}`, matches: match(`${prefix}${r.path}`, { decode: false }) })),
  ];
  return (req) => {
    if (typeof req.route?.path === 'string') return `${req.baseUrl.toLowerCase()}${req.route.path}`;
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = req.originalUrl.split('?', 1)[0];
    return table.find((r) => (r.method === '*' || r.method === method) && r.matches(path))?.label ?? UNMATCHED;
  };
}
