import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { stringify } from 'safe-stable-stringify';
import { ForkliftError } from '../shared/errors';

export const KEY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters: room for a UUID, a ULID or the caller's own reference. */
const KEY_SYNTAX = /^[\x21-\x7e]{1,255}$/;

/** The header's value when it is a key, else the 400 that names the header. */
export function checkKey(raw: string): string | ForkliftError {
  if (KEY_SYNTAX.test(raw)) return raw;
  const message = 'must be 1 to 255 visible ASCII characters (no spaces)';
  return new ForkliftError('BAD_REQUEST', `${KEY_HEADER} ${message}`, [{ field: KEY_HEADER, message }]);
}

export const isGraphQL = (req: Request) => req.baseUrl === '/graphql';

/** Requests a key could apply to: every REST write, and GraphQL over POST (whether it mutates is `mutates`). */
export function acceptsKey(req: Request): boolean {
  return isGraphQL(req) ? req.method === 'POST' : ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method);
}

function operationIn(document: DocumentNode, name: unknown): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return typeof name === 'string' && name ? operations.find((o) => o.name?.value === name) : operations.length === 1 ? operations[0] : undefined;
}

interface GraphQLRequest {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } };
}

const asRequest = (body: unknown): GraphQLRequest => (typeof body === 'object' && body !== null ? body : {});

function isMutationRequest(body: unknown): boolean {
  const { query, operationName, extensions } = asRequest(body);
  // Sent by its hash alone (automatic persisted queries): what it does is not known here, so it is held as a mutation would be.
  if (typeof query !== 'string') return extensions?.persistedQuery?.sha256Hash !== undefined;
  try {
    return operationIn(parse(query), operationName)?.operation === 'mutation';
  } catch {
    // Not a document: Apollo answers the parse error, and nothing runs.
    return false;
  }
}

/**
 * Whether the request changes anything, so its key is honoured: a REST write always; over GraphQL
 * a mutation (in a batch, any entry's), while a query with a key is simply executed.
 */
export function mutates(req: Request): boolean {
  if (!isGraphQL(req)) return true;
  return Array.isArray(req.body) ? req.body.some(isMutationRequest) : isMutationRequest(req.body);
}

/**
 * A GraphQL request by its document's sha256 (the name automatic persisted queries give it), so the
 * same operation sent by hash alone and with its text is one request.
 */
function identityOf(body: unknown): unknown {
  const { query, operationName, variables, extensions } = asRequest(body);
  const document = typeof query === 'string' ? createHash('sha256').update(query).digest('hex') : (extensions?.persistedQuery?.sha256Hash ?? null);
  return { document, operationName: operationName ?? null, variables: variables ?? null };
}

/**
 * What makes two requests "the same": method, path, query, body (keys sorted, so a client
 * re-serialising its JSON in another order is still retrying) and X-Shop-Id. The API client and
 * customer are the key's scope, not part of this.
 */
export function fingerprintOf(req: Request): string {
  const path = req.originalUrl.split('?')[0];
  const body = !isGraphQL(req) ? (req.body ?? null) : Array.isArray(req.body) ? req.body.map(identityOf) : identityOf(req.body);
  const canonical = stringify([req.method, path, req.query ?? {}, body, req.get('x-shop-id') ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}
