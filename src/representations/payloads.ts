import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { RequestContext } from '../domain/context';
import { MAX_PER_PAGE } from '../db/list/paging';
import { executeOperation } from './execute';
import { JsonText } from './json-text';
import { withLeafFragments } from './leaf-fragments';
import { CONSUMER_RETURN, ORDER, SHIPNOTICE } from './v2-resources';
import type { EventKind } from '../domain/events/catalog';
import type { RenderPayloads, ResourceRef } from '../events/outbox';

type ResourceType = EventKind['resource_type'];

/**
 * How each resource is rendered: the selection its V2 route answers with, over the list query so
 * a page of resources renders in a fixed number of statements.
 */
const RENDER: Record<ResourceType, string> = {
  order: `query ($search: String, $per_page: Int) { result: orders(search: $search, per_page: $per_page) { nodes { ${ORDER} } } }`,
  item: `query ($search: String, $per_page: Int) { result: items(search: $search, per_page: $per_page, include_archived: true) { nodes { ...Item } } }`,
  shipnotice: `query ($search: String, $per_page: Int) { result: shipnotices(search: $search, per_page: $per_page) { nodes { ${SHIPNOTICE} } } }`,
  consumer_return: `query ($search: String, $per_page: Int) { result: consumer_returns(search: $search, per_page: $per_page) { nodes { ${CONSUMER_RETURN} } } }`,
};

const compiled = new WeakMap<GraphQLSchema, Map<ResourceType, DocumentNode>>();

function documentFor(schema: GraphQLSchema, type: ResourceType): DocumentNode {
  let byType = compiled.get(schema);
  if (!byType) compiled.set(schema, (byType = new Map()));
  let document = byType.get(type);
  if (!document) byType.set(type, (document = withLeafFragments(schema, RENDER[type])));
  return document;
}

/** The outbox's renderer over `schema` (events/outbox.ts): fresh loaders, so what the unit wrote (flushed) is what it reads. */
export const payloadRenderer = (schema: GraphQLSchema): RenderPayloads => (ctx, refs) => renderPayloads(ctx, schema, refs);

/**
 * The resources as `GET /api/v2/<resource>/{id}` returns them to their customer, read inside the
 * writing transaction (after a flush) with fresh loaders, keyed `type:id`.
 */
async function renderPayloads(ctx: RequestContext, schema: GraphQLSchema, refs: ResourceRef[]): Promise<Map<string, unknown>> {
  const rendered = new Map<string, unknown>();
  const renderCtx: RequestContext = {
    ...ctx,
    // A payload goes to the customer: rendered as a customer client with read access sees it.
    caller: { ...ctx.caller, isStaff: false, scopes: ['user_read'] },
    loaders: ctx.newLoaders(ctx.em),
  };
  for (const type of Object.keys(RENDER) as ResourceType[]) {
    const ids = [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    for (let i = 0; i < ids.length; i += MAX_PER_PAGE) {
      const page = ids.slice(i, i + MAX_PER_PAGE);
      // Written by PostgreSQL where it can (db/json-rows.ts): parsing its text is a fraction of
      // resolving every field of every row, which was a third of a bulk chunk's time.
      const answer = await executeOperation(
        { schema, document: documentFor(schema, type), variableValues: { search: JSON.stringify({ id_in: page }), per_page: page.length }, contextValue: renderCtx },
        { jsonPages: true },
      );
      if (answer.errors?.length) throw answer.errors[0];
      const nodes = (answer.data as { result: { nodes: { id: number }[] | JsonText } }).result.nodes;
      for (const node of nodes instanceof JsonText ? (JSON.parse(nodes.text) as { id: number }[]) : nodes) rendered.set(`${type}:${node.id}`, node);
    }
  }
  return rendered;
}
