import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { KEY_HEADER } from '../../idempotency/request';
import { REASON, STATE_REFUSAL_WORDS } from '../errors';
import type { Components, Schema } from './types';

/**
 * What every route shares: the one error body (src/rest/errors.ts sendError), the rate limit and
 * paging headers, and the headers that choose the tenant or make a retry safe.
 */

const integer = { type: 'integer', minimum: 0 };

export const HEADERS: Record<string, Schema> = {
  'RateLimit-Limit': { description: "Size of the API client's request bucket (IETF draft RateLimit header fields).", schema: integer },
  'RateLimit-Remaining': { description: 'Requests left in the bucket.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the bucket is full again.', schema: integer },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: integer },
  'X-Total-Count': { description: 'Total number of matching resources; sent when `page_total=true`.', schema: integer },
  Link: { description: 'RFC 8288 links to the first, previous, next and last pages; sent when `page_links=true`.', schema: { type: 'string' } },
  'Idempotent-Replayed': { description: `\`true\` when this is the stored answer to an earlier request with the same ${KEY_HEADER}.`, schema: { type: 'string', enum: ['true'] } },
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const rateLimitHeaders = () => Object.fromEntries(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((h) => [h, headerRef(h)]));

export const PARAMETERS: Record<string, Schema> = {
  CustomerId: {
    name: 'X-Customer-Id', in: 'header', required: false, schema: { type: 'integer', format: 'int32' },
    description: 'The customer a staff client acts for; a customer client may send only its own (another is 403).',
  },
  ShopId: { name: 'X-Shop-Id', in: 'header', required: false, schema: { type: 'integer', format: 'int32' }, description: "Narrows the request to one of the customer's shops." },
  IdempotencyKey: {
    name: KEY_HEADER, in: 'header', required: false, schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
    description: 'Makes a retry safe: a repeat of the same request gets the first answer again (for 24 h) and changes nothing.',
  },
};

export const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Why each error status is answered, for the responses' descriptions. */
const WHEN: Record<number, string> = {
  400: `Malformed request: a JSON body or query string that does not parse, or a malformed ${KEY_HEADER}.`,
  401: 'No bearer token, or one that is unknown or expired.',
  403: "The token's scope does not allow this, or the customer or shop named is not the caller's.",
  404: 'No such resource for this customer (a foreign id reads as a missing one).',
  405: "The action is not allowed in the resource's current state.",
  409: `A conflict: the resource's state, or a request with this ${KEY_HEADER} still in progress.`,
  413: 'The request body is too large.',
  415: 'A request body that is neither JSON nor a form (`application/x-www-form-urlencoded`), or one sent without a `Content-Type`.',
  422: `Invalid input; \`errors\` names each field (or the query parameter, or ${KEY_HEADER} reused for another request).`,
  429: 'Rate limited: the request bucket is empty. Retry after `Retry-After` seconds.',
  503: `The database is unavailable for a moment; retry after \`Retry-After\` (${UNAVAILABLE_RETRY_AFTER_SECONDS}) seconds.`,
};

/** The one REST error body, and a response component per error status, named as the body's `code`. */
export function errorResponses(components: Components): Record<string, Schema> {
  const body = components.own('Error', {
    type: 'object',
    description: 'Every REST error: a message (again as `error`, which V2 client libraries show), the status as a word, and the fields at fault.',
    properties: {
      message: { type: 'string' },
      error: { type: 'string', description: 'the message again' },
      code: { type: 'string', description: 'the status as a word, or which refusal of the record\'s state it is', enum: [...new Set([...Object.values(REASON), ...STATE_REFUSAL_WORDS, 'error'])] },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { field: { type: 'string', description: 'the input field, query parameter or header at fault' }, message: { type: 'string' } },
          required: ['field', 'message'],
          additionalProperties: false,
        },
      },
    },
    required: ['message', 'error', 'code', 'errors'],
    additionalProperties: false,
  });
  return Object.fromEntries(Object.entries(WHEN).map(([status, description]) => {
    const headers: Record<string, unknown> = Number(status) === 429 ? { ...rateLimitHeaders(), 'Retry-After': headerRef('Retry-After') } : {};
    if (Number(status) === 503) headers['Retry-After'] = headerRef('Retry-After');
    return [REASON[Number(status)], { description, ...(Object.keys(headers).length ? { headers } : {}), content: { 'application/json': { schema: body } } }];
  }));
}

export const responseRef = (status: number) => ({ $ref: `#/components/responses/${REASON[status]}` });

/** Headers on a successful answer: the rate limit's, a list's paging, a write's replay flag. */
export function successHeaders(list: boolean, write: boolean): Record<string, unknown> {
  return {
    ...rateLimitHeaders(),
    ...(list ? { 'X-Total-Count': headerRef('X-Total-Count'), Link: headerRef('Link') } : {}),
    ...(write ? { 'Idempotent-Replayed': headerRef('Idempotent-Replayed') } : {}),
  };
}
