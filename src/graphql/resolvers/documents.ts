import type { Resolvers } from '../generated';
import {
  countOrderDocuments, createOrderDocument, deleteOrderDocument, getOrderDocument, listOrderDocuments, listShippingDocuments, staffOnly,
} from '../../domain/documents/service';
import { DOCUMENT_ACTIONS, createDocument, deleteDocument, getDocument, listDocuments } from '../../domain/documents/customer-documents';

export const documentResolvers: Resolvers = {
  Query: {
    order_document: (_, { id }, ctx) => getOrderDocument(ctx, id),
    order_documents: (_, { order_id, ...args }, ctx) => listOrderDocuments(ctx, order_id, args),
    order_documents_count: (_, { order_id, search }, ctx) => countOrderDocuments(ctx, order_id, search),
    shipping_documents: (_, args, ctx) => listShippingDocuments(ctx, args),
    document: (_, { id }, ctx) => getDocument(ctx, id),
    documents: (_, args, ctx) => listDocuments(ctx, args),
    document_actions: () => [...DOCUMENT_ACTIONS],
  },
  Mutation: {
    order_document_create: (_, { order_id, input }, ctx) => createOrderDocument(ctx, order_id, input),
    order_document_delete: (_, { id }, ctx) => deleteOrderDocument(ctx, id),
    document_create: (_, { input }, ctx) => createDocument(ctx, input),
    document_delete: (_, { id }, ctx) => deleteDocument(ctx, id),
  },
  Order: {
    order_documents: (order, _, ctx) => ctx.loaders.orderDocumentsByOrderId.load(order.id),
    shipping_documents: (order, _, ctx) => ctx.loaders.shippingDocumentsByOrderId.load(order.id),
  },
  Package: {
    shipping_documents: (pkg, _, ctx) => ctx.loaders.shippingDocumentsByPackageId.load(pkg.id),
  },
  Document: {
    signed_url: (doc) => doc.url,
    user_id: () => null,
    partner_id: () => null,
    user_name: () => null,
    partner_name: () => null,
    customer_name: async (doc, _, ctx) => (await ctx.loaders.customerById.load(doc.customer_id))?.name ?? null,
  },
  ShippingDocument: {
    owner_type: (doc) => (doc.package_id != null ? 'Package' : 'Order'),
    owner_id: (doc) => doc.package_id ?? doc.order_id,
    provider_document_type: (doc) => doc.document_type,
    resolved_url: (doc) => doc.url,
    url: (doc, _, ctx) => staffOnly(ctx, doc.url),
    provider_url: (doc, _, ctx) => staffOnly(ctx, doc.provider_url),
  },
};
