import type { EntityName } from '@mikro-orm/core';
import type { Db } from '../../../db/store';
import { countWhere, findConnection, type ListArgs } from '../../../db/list/connection';
import type { Where } from '../../../db/list/spec';
import { Document, OrderDocument, ShippingDocument } from '../entities';
import { DOCUMENT_LIST, ORDER_DOCUMENT_LIST, SHIPPING_DOCUMENT_LIST } from '../list-specs';

/** The documents area's reads and writes: customers' documents, orders' documents and the shipping documents made while shipping. */

type AnyDocument = Document | OrderDocument | ShippingDocument;

/** A new document, written with the rest of the mutation. */
export const keepDocument = ({ em }: Db, document: AnyDocument) => void em.persist(document);

/** Removes the document at the next flush. */
export const removeDocument = ({ em }: Db, document: AnyDocument) => void em.remove(document);

/** Writes every change of this unit of work now. */
export const saveChanges = ({ em }: Db) => em.flush();

export const findDocument = ({ em }: Db, id: number) => em.findOne(Document, { id });

export const documentPage = ({ em }: Db, args: ListArgs, scope: Where) => findConnection(em, Document, DOCUMENT_LIST, args, scope);

/** Whether the customer has a record of `entity` with this id (a document's owner). */
export const customerHas = async ({ em }: Db, entity: EntityName<{ id: number; customer_id: number }>, id: number, customerId: number) =>
  !!(await em.findOne(entity, { id, customer_id: customerId }));

export const findOrderDocument = ({ em }: Db, id: number) => em.findOne(OrderDocument, { id });

export const orderDocumentPage = ({ em }: Db, orderId: number, args: ListArgs) => findConnection(em, OrderDocument, ORDER_DOCUMENT_LIST, args, { order_id: orderId });

export const countOrderDocumentsWhere = ({ em }: Db, orderId: number, search?: string | null) =>
  countWhere(em, OrderDocument, ORDER_DOCUMENT_LIST, search, { order_id: orderId });

export const shippingDocumentPage = ({ em }: Db, args: ListArgs, scope: Where) => findConnection(em, ShippingDocument, SHIPPING_DOCUMENT_LIST, args, scope);
