import type { EntityName } from '@mikro-orm/core';
import type { RequestContext } from '../context';
import { invalidInput, notFound, type FieldError } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import type { Where } from '../../db/list/spec';
import { owningCustomer } from '../customers/service';
import { Item } from '../items/entities';
import { Order } from '../orders/entities';
import { ConsumerReturn } from '../returns/entities';
import { Shipnotice } from '../shipnotices/entities';
import { DOCUMENT_TAG_LISTS, Document, type DocumentTagList } from './entities';
import { customerHas, documentPage, findDocument, keepDocument, removeDocument, saveChanges } from './store/documents';
import { checkUrl } from './url';

/** The original's `/documents`: files a customer keeps with the service, by URL, tagged, optionally about one of its resources. */

export type DocumentCreateInput = { url: string; customer_id?: number | null; owner_type?: string | null; owner_id?: number | null } & {
  [K in DocumentTagList]?: string[] | null;
};

/** What a document may be about: the customer's own resources of these kinds. */
const OWNERS: Record<string, EntityName<{ id: number; customer_id: number }>> = { Order, Item, Shipnotice, ConsumerReturn };

const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 255;

/**
 * A tag list as V2 sends it (one comma-separated string, which the facade passes as a list of
 * one) or as a list: split on commas, trimmed, blanks and repeats dropped, order kept.
 */
export function parseTags(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).flatMap((v) => v.split(',')).map((t) => t.trim()).filter(Boolean))];
}

function checkTags(field: string, tags: string[], errors: FieldError[]): void {
  if (tags.length > MAX_TAGS) errors.push({ field, message: `holds more than ${MAX_TAGS} tags` });
  const long = tags.find((t) => t.length > MAX_TAG_LENGTH);
  if (long) errors.push({ field, message: `has a tag longer than ${MAX_TAG_LENGTH} characters` });
}

export async function getDocument(ctx: RequestContext, id: number): Promise<Document> {
  const document = await findDocument(ctx, id);
  if (!document) throw notFound('Document', id);
  return document;
}

export interface DocumentListArgs extends ListArgs {
  /** Comma-separated tags: a document must carry every one, in any of its four lists. */
  tagged_with?: string | null;
}

export function listDocuments(ctx: RequestContext, args: DocumentListArgs) {
  const tags = parseTags(args.tagged_with ? [args.tagged_with] : []);
  // Each tag is a condition of the query: as many as a document may carry, no more.
  if (tags.length > MAX_TAGS) throw invalidInput([{ field: 'tagged_with', message: `names more than ${MAX_TAGS} tags` }]);
  const scope: Where = tags.length ? { $and: tags.map((tag) => ({ $or: DOCUMENT_TAG_LISTS.map((list) => ({ [list]: { $contains: [tag] } })) })) } : {};
  return documentPage(ctx, args, scope);
}

/** The owner named by owner_type and owner_id must be the document customer's own (a foreign one is as missing as one that never was). */
async function checkOwner(ctx: RequestContext, customerId: number, input: DocumentCreateInput, errors: FieldError[]): Promise<void> {
  const { owner_type: type, owner_id: id } = input;
  if (type == null && id == null) return;
  if (type == null || id == null) {
    errors.push({ field: type == null ? 'owner_type' : 'owner_id', message: `is required with ${type == null ? 'owner_id' : 'owner_type'}` });
    return;
  }
  const entity = OWNERS[type];
  if (!entity) {
    errors.push({ field: 'owner_type', message: `must be one of ${Object.keys(OWNERS).join(', ')}` });
    return;
  }
  if (!(await customerHas(ctx, entity, id, customerId))) errors.push({ field: 'owner_id', message: `names no ${type} of this customer (${id})` });
}

export async function createDocument(ctx: RequestContext, input: DocumentCreateInput): Promise<Document> {
  const customerId = await owningCustomer(ctx, input.customer_id);
  const errors: FieldError[] = [];
  checkUrl(input.url, errors);
  const tags = Object.fromEntries(DOCUMENT_TAG_LISTS.map((list) => [list, parseTags(input[list])])) as Record<DocumentTagList, string[]>;
  for (const list of DOCUMENT_TAG_LISTS) checkTags(list, tags[list], errors);
  await checkOwner(ctx, customerId, input, errors);
  if (errors.length) throw invalidInput(errors);
  const document = Object.assign(new Document(), { customer_id: customerId, url: input.url, owner_type: input.owner_type ?? null, owner_id: input.owner_id ?? null }, tags);
  keepDocument(ctx, document);
  await saveChanges(ctx);
  return document;
}

export async function deleteDocument(ctx: RequestContext, id: number): Promise<Document> {
  const document = await getDocument(ctx, id);
  const removed = Object.assign(new Document(), document);
  removeDocument(ctx, document);
  await saveChanges(ctx);
  return removed;
}

/** The original lists no action a caller can perform on a document. */
export const DOCUMENT_ACTIONS = [] as const;
