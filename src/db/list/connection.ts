import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import { encodeCursor, pageWindow, type PageArgs, type Window } from './paging';
import { parseSearch } from './search';
import { scopeAssociations } from './association-scope';
import { parseSort } from './sort';
import type { ListSpec, Where } from './spec';
import { plainRows } from '../plain-rows';
import type { RelationSelects } from '../prefetch';
import { finishRows, jsonRowSelect, jsonRowsWhole, type JsonPage, type JsonRelations } from '../json-rows';

export interface ListArgs extends PageArgs {
  search?: string | null;
  sort?: string | null;
}

export interface Connection<T = unknown> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  page_info: { has_next_page: boolean; has_previous_page: boolean; start_cursor: string | null; end_cursor: string | null; page: number; per_page: number };
  /** Lazy: GraphQL's default resolver calls it only when total_count is selected. */
  total_count: () => Promise<number>;
}

/**
 * The caller's search within the resource's own scope (tenant filtering is the data layer's; a
 * search through an association carries that association's tenant, association-scope.ts).
 */
function scopedSearch<T extends object>(em: EntityManager, entity: EntityName<T>, spec: ListSpec, search: ListArgs['search'], scope: Where): Where {
  const parsed = scopeAssociations(em, em.getMetadata().get(entity), parseSearch(search, spec));
  return Object.keys(parsed).length ? { $and: [scope, parsed] } : scope;
}

/** Parses and checks every list argument before touching the database. */
export function listQuery<T extends object>(em: EntityManager, entity: EntityName<T>, spec: ListSpec, args: ListArgs, scope: Where) {
  return { where: scopedSearch(em, entity, spec, args.search, scope), orderBy: parseSort(args.sort, spec), window: pageWindow(args) };
}

/** A page of nodes as a connection; `rows` may hold one row past the window, which signals a next page. */
export function pageConnection<T>(rows: T[], window: Window, count: () => Promise<number>): Connection<T> {
  const nodes = rows.slice(0, window.limit);
  let total: Promise<number> | undefined;
  return {
    nodes,
    edges: nodes.map((node, i) => ({ cursor: encodeCursor(window.offset + i), node })),
    page_info: {
      has_next_page: rows.length > window.limit,
      has_previous_page: window.offset > 0,
      start_cursor: nodes.length ? encodeCursor(window.offset) : null,
      end_cursor: nodes.length ? encodeCursor(window.offset + nodes.length - 1) : null,
      page: Math.floor(window.offset / window.limit) + 1,
      per_page: window.limit,
    },
    total_count: () => (total ??= count()),
  };
}

/**
 * One page of any entity: search, sort and paging from the one machinery, one row over to detect a
 * next page. `plain`: the page is only rendered, so its rows need not be managed entities, and
 * need only the properties named
 * (plain-rows.ts). A search through an association is a semi-join (association-scope.ts), never a
 * join: a row per entity either way.
 */
export async function findConnection<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  spec: ListSpec,
  args: ListArgs,
  scope: Where = {},
  /** Plain rows of these properties (null: all of them); undefined: managed entities. */
  plain?: string[] | null,
  /** With plain rows: the relations their statement brings along (db/prefetch.ts). */
  relations?: RelationSelects | null,
  /** The page wanted as JSON text, the relations it may bring and its resolved fields' forms (db/json-rows.ts): when PostgreSQL can write it, the nodes are that text. */
  json?: ({ page: JsonPage } & JsonRelations) | null,
): Promise<Connection<T>> {
  const { where, orderBy, window } = listQuery(em, entity, spec, args, scope);
  const page = { orderBy, limit: window.limit + 1, offset: window.offset };
  const select = json && jsonRowSelect(em, entity as EntityName<object>, json.page.fields, json);
  let rows: T[];
  if (select) {
    // Each row's object comes as text, never parsed: the page is handed on as the text of its list,
    // and GraphQL sees no node to resolve (representations/execute.ts puts the text in the answer).
    const found = await plainRows(em, entity, where, { ...page, fields: ['id'], selects: select });
    const texts = finishRows(found.map((row) => (row as unknown as { __json: string }).__json));
    if (jsonRowsWhole(texts)) {
      json.page.deliver(`[${texts.slice(0, window.limit).join(',')}]`);
      return { ...pageConnection(found as T[], window, () => em.count(entity, where)), nodes: [], edges: [] };
    }
  }
  if (plain !== undefined) {
    rows = await plainRows(em, entity, where, { ...page, fields: plain, selects: relations });
    relations?.attach(rows);
  } else rows = (await em.find(entity, where, page)) as T[];
  return pageConnection(rows, window, () => em.count(entity, where));
}

export const countWhere = <T extends object>(em: EntityManager, entity: EntityName<T>, spec: ListSpec, search: string | null | undefined, scope: Where = {}) =>
  em.count(entity, scopedSearch(em, entity, spec, search, scope));
