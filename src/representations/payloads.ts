import { getNamedType, type DocumentNode, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../domain/context';
import { MAX_PER_PAGE } from '../db/list/paging';
import { jsonRowsById, type JsonField, type JsonSource } from '../db/json-rows';
import { pgArray } from '../db/sql';
import { itemJsonSource } from '../domain/items/service';
import { orderJsonSource } from '../domain/orders/service';
import { jsonFieldsOf } from './json-fields';
import { executeOperation } from './execute';
import { JsonText } from './json-text';
import { fragmentsOf, withLeafFragments } from './leaf-fragments';
import { resourceSelection, resultField } from './result-selection';
import { CONSUMER_RETURN, ORDER, SHIPNOTICE } from './v2-resources';
import type { EventKind } from '../domain/events/catalog';
import type { Payloads, RenderPayloads, ResourceRef } from '../events/outbox';

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

/** The resources PostgreSQL writes as JSON (db/json-rows.ts), and what it writes each from. */
const WRITTEN: Partial<Record<ResourceType, () => JsonSource>> = { order: orderJsonSource, item: itemJsonSource };

const writtenFields = new WeakMap<GraphQLSchema, Map<ResourceType, JsonField[] | null>>();

/** The fields of `type`'s rendering (RENDER's nodes) as PostgreSQL writes them, or null; the same array each time (plans are kept per fields). */
function fieldsFor(schema: GraphQLSchema, type: ResourceType): JsonField[] | null {
  let byType = writtenFields.get(schema);
  if (!byType) writtenFields.set(schema, (byType = new Map()));
  if (byType.has(type)) return byType.get(type)!;
  const document = documentFor(schema, type);
  const connection = getNamedType(schema.getQueryType()!.getFields()[resultField(document)!.name.value].type) as GraphQLObjectType;
  const node = getNamedType(connection.getFields().nodes.type) as GraphQLObjectType;
  const fields = jsonFieldsOf(Object.fromEntries(fragmentsOf(document)), node, resourceSelection(document, true));
  byType.set(type, fields);
  return fields;
}

/** The outbox's renderer over `schema` (events/outbox.ts): fresh loaders, so what the unit wrote (flushed) is what it reads. */
export const payloadRenderer = (schema: GraphQLSchema): RenderPayloads => (ctx, refs, throughApi) => renderPayloads(ctx, schema, refs, throughApi);

/**
 * The resources as `GET /api/v2/<resource>/{id}` returns them to their customer, read inside the
 * writing transaction (after a flush): the statements of those PostgreSQL writes, for the outbox
 * insert to write them itself (the same text a page of them is), and the others rendered through
 * the API with fresh loaders, keyed `type:id` (all of them `throughApi`).
 */
async function renderPayloads(ctx: RequestContext, schema: GraphQLSchema, refs: ResourceRef[], throughApi = false): Promise<Payloads> {
  const payloads: Payloads = { rendered: new Map(), written: [] };
  let renderCtx: RequestContext | undefined;
  for (const type of Object.keys(RENDER) as ResourceType[]) {
    const ids = [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    if (!ids.length) continue;
    const source = throughApi ? undefined : WRITTEN[type];
    const fields = source && fieldsFor(schema, type);
    const statement = fields && jsonRowsById(ctx.em, source!(), fields);
    if (statement) {
      payloads.written.push({ type, sql: statement.sql, params: [...statement.params, pgArray(ids)] });
      continue;
    }
    // A payload goes to the customer: rendered as a customer client with read access sees it.
    renderCtx ??= { ...ctx, caller: { ...ctx.caller, isStaff: false, scopes: ['user_read'] }, loaders: ctx.newLoaders(ctx.em) };
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
      for (const node of nodes instanceof JsonText ? (JSON.parse(nodes.text) as { id: number }[]) : nodes) payloads.rendered.set(`${type}:${node.id}`, node);
    }
  }
  return payloads;
}
