import type { EntityName } from '@mikro-orm/core';
import type { RequestContext } from '../../context';
import { countWhere, findConnection, type ListArgs } from '../../../db/list/connection';
import type { Where } from '../../../db/list/spec';
import { Document, OrderDocument, ShippingDocument } from '../entities';
import { DOCUMENT_LIST, ORDER_DOCUMENT_LIST, SHIPPING_DOCUMENT_LIST } from '../list-specs';

/** The documents area's reads and writes: customers' documents, orders' documents and the shipping documents made while shipping. */

type AnyDocument = Document | OrderDocument | ShippingDocument;

/** A new document, written with the rest of the mutation. */
export const keepDocument = (ctx: RequestContext, document: AnyDocument) => void ctx.em.persist(document);

/** Removes the document at the next flush. */
export const removeDocument = (ctx: RequestContext, document: AnyDocument) => void ctx.em.remove(document);

/** Writes every change of this unit of work now. */
export const saveChanges = (ctx: RequestContext) => ctx.em.flush();

export const findDocument = (ctx: RequestContext, id: number) => ctx.em.findOne(Document, { id });

export const documentPage = (ctx: RequestContext, args: ListArgs, scope: Where) => findConnection(ctx.em, Document, DOCUMENT_LIST, args, scope);

/** Whether the customer has a record of `entity` with this id (a document's owner). */
export const customerHas = async (ctx: RequestContext, entity: EntityName<{ id: number; customer_id: number }>, id: number, customerId: number) =>
  !!(await ctx.em.findOne(entity, { id, customer_id: customerId }));

export const findOrderDocument = (ctx: RequestContext, id: number) => ctx.em.findOne(OrderDocument, { id });

export const orderDocumentPage = (ctx: RequestContext, orderId: number, args: ListArgs) => findConnection(ctx.em, OrderDocument, ORDER_DOCUMENT_LIST, args, { order_id: orderId });

export const countOrderDocumentsWhere = (ctx: RequestContext, orderId: number, search?: string | null) =>
  countWhere(ctx.em, OrderDocument, ORDER_DOCUMENT_LIST, search, { order_id: orderId });

export const shippingDocumentPage = (ctx: RequestContext, args: ListArgs, scope: Where) => findConnection(ctx.em, ShippingDocument, SHIPPING_DOCUMENT_LIST, args, scope);
