import type { RequestContext } from '../context';
import { checkColumns } from '../common/columns';
import { invalidInput, notFound } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import { getOrder, getPackage } from '../orders/service';
import { OrderDocument } from './entities';
import { countOrderDocumentsWhere, findOrderDocument, keepDocument, orderDocumentPage, removeDocument, saveChanges, shippingDocumentPage } from './store/documents';
import { ORDER_DOCUMENT_SPEC } from './fields';
import { checkUrl } from './url';
// Loaded for its effect: orders record shipping labels through it (orders/extensions.ts).
import './labels';

export interface OrderDocumentCreateInput {
  url: string;
  customer_id?: number | null;
  document_type?: string | null;
}

export async function listOrderDocuments(ctx: RequestContext, orderId: number, args: ListArgs) {
  await getOrder(ctx, orderId);
  return orderDocumentPage(ctx, orderId, args);
}

export async function countOrderDocuments(ctx: RequestContext, orderId: number, search?: string | null) {
  await getOrder(ctx, orderId);
  return countOrderDocumentsWhere(ctx, orderId, search);
}

export async function getOrderDocument(ctx: RequestContext, id: number): Promise<OrderDocument> {
  const document = await findOrderDocument(ctx, id);
  if (!document) throw notFound('OrderDocument', id);
  return document;
}

/** Attaches a document to an order (in any status: a bill of lading may come after shipping). It belongs to the order's customer. */
export async function createOrderDocument(ctx: RequestContext, orderId: number, input: OrderDocumentCreateInput): Promise<OrderDocument> {
  const order = await getOrder(ctx, orderId);
  const errors = checkColumns(ORDER_DOCUMENT_SPEC, input, { creating: true });
  if (typeof input.url === 'string') checkUrl(input.url, errors);
  if (input.customer_id != null && input.customer_id !== order.customer_id) {
    errors.push({ field: 'customer_id', message: `must be the order's customer (${order.customer_id})` });
  }
  if (errors.length) throw invalidInput(errors);
  const document = Object.assign(new OrderDocument(), {
    customer_id: order.customer_id,
    order_id: order.id,
    url: input.url,
    document_type: input.document_type ?? null,
  });
  keepDocument(ctx, document);
  await saveChanges(ctx);
  return document;
}

export async function deleteOrderDocument(ctx: RequestContext, id: number): Promise<OrderDocument> {
  const document = await getOrderDocument(ctx, id);
  const removed = Object.assign(new OrderDocument(), document);
  removeDocument(ctx, document);
  await saveChanges(ctx);
  return removed;
}

export interface ShippingDocumentListArgs extends ListArgs {
  order_id?: number | null;
  package_id?: number | null;
}

/** The shipping documents of one order or one package (a missing or foreign one is NOT_FOUND), or all of them. */
export async function listShippingDocuments(ctx: RequestContext, args: ShippingDocumentListArgs) {
  if (args.order_id != null) await getOrder(ctx, args.order_id);
  if (args.package_id != null) await getPackage(ctx, args.package_id);
  const scope = {
    ...(args.order_id != null ? { order_id: args.order_id } : {}),
    ...(args.package_id != null ? { package_id: args.package_id } : {}),
  };
  return shippingDocumentPage(ctx, args, scope);
}

/**
 * The original shows a document's stored URL and the carrier's raw URL to staff only; callers
 * read it through resolved_url (here the same address: the sandbox needs no pre-signing).
 */
export const staffOnly = <T>(ctx: RequestContext, value: T): T | null => (ctx.caller.isStaff ? value : null);
