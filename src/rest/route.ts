/**
 * One row of the facade's route table: an HTTP method and V2 path, the GraphQL operation that
 * serves it, how the request feeds the operation's variables, and how the answer is shaped.
 * No business logic lives here.
 */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express-style path under /api/v2, e.g. `/items/:id`. */
  path: string;
  summary: string;
  /**
   * The GraphQL operation. Its root field is aliased `result`. A spread `...Item` is completed
   * at start-up with a fragment selecting every scalar and enum field of that type.
   */
  operation: string;
  /**
   * Where a write's body goes: `input` passes it as the `$input` variable (query parameters merged
   * in, as V2 callers send `POST /items?sku=..`); `variables` spreads its keys as variables.
   */
  body?: 'input' | 'variables';
  /**
   * list: the connection's nodes as an array, with X-Total-Count / Link headers on request;
   * object: the result; count: `{count}`; message: `{message}`; empty: 204 with no body;
   * csv: the text as text/csv, or as the original's `{result}` to a caller that asks for JSON.
   */
  respond: 'list' | 'object' | 'count' | 'message' | 'empty' | 'csv';
  /** Success status; 200 by default, 201 for creates. */
  status?: number;
  /** For `message`: the text. */
  message?: string;
  /**
   * For the GET of one resource by `:id`: the list field, with any arguments the GET implies, that
   * reads it as a page of one (`id_in`), so PostgreSQL writes the answer where it can
   * (db/json-rows.ts) instead of it being resolved field by field. A resource the page does not
   * find, and any refusal, is answered by `operation`.
   */
  page?: string;
}

/** `PUT /items/:id/call/:action`: an action not allowed in the resource's state is 405 there, as the original answers. */
export const isActionRoute = (route: Pick<Route, 'path'>) => route.path.includes('/call/');

/** A write that changes a resource's fields (its mutation is an `…_update`), rather than an action on it. */
const isUpdate = (route: Route) => route.method === 'PUT' && /\bresult:\s*\w+_update\(/.test(route.operation);

/**
 * The table with a PATCH beside each PUT that updates: Rails-era callers send PATCH for an update,
 * and a PUT here already changes only the fields sent, so both are the one route. Actions
 * (`/call/:action`, `/separate`, the sandbox's processing) stay PUT only, as the original has them.
 */
export const withPatch = (routes: Route[]): Route[] => routes.flatMap((route) => (isUpdate(route) ? [route, { ...route, method: 'PATCH' as const }] : [route]));

/** The list parameters every list route declares, in GraphQL variable syntax. */
export const LIST_VARIABLES = '$search: String, $sort: String, $page: Int, $per_page: Int, $page_total: Boolean = false, $page_links: Boolean = false';
export const LIST_ARGUMENTS = 'search: $search, sort: $sort, page: $page, per_page: $per_page';
/** Selected on every list so the facade can answer page_total and page_links. */
export const LIST_SELECTION = 'total_count @include(if: $page_total) page_info { has_next_page page per_page }';
export const LIST_LINKS_COUNT = 'total_links: total_count @include(if: $page_links)';
