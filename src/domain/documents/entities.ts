import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps, varchar } from '../common/entity';
import { DOCUMENT_SPEC, ORDER_DOCUMENT_SPEC, SHIPPING_DOCUMENT_SPEC } from './fields';

/** A file the merchant attached to an order: a pre-printed label, a bill of lading. */
export class OrderDocument {
  id!: number;
  customer_id!: number;
  order_id!: number;
  url!: string;
  document_type: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const OrderDocumentSchema = new EntitySchema<OrderDocument>({
  class: OrderDocument,
  tableName: 'order_documents',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    order_id: { type: 'integer' },
    ...specProperties<OrderDocument>(ORDER_DOCUMENT_SPEC),
    ...timestamps<OrderDocument>(),
    // The caller's columns come from ORDER_DOCUMENT_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** A document the service made while shipping (a label, a commercial invoice), for a package or the whole order. */
export class ShippingDocument {
  id!: number;
  customer_id!: number;
  order_id!: number;
  package_id: number | null = null;
  document_type!: string;
  /** PDF, PNG, ZPL */
  document_format = 'PDF';
  url!: string;
  label_provider: string | null = null;
  provider_url: string | null = null;
  electronically_submitted = false;
  created_at!: Date;
  updated_at!: Date;
}

export const ShippingDocumentSchema = new EntitySchema<ShippingDocument>({
  class: ShippingDocument,
  tableName: 'shipping_documents',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    order_id: { type: 'integer' },
    ...specProperties<ShippingDocument>(SHIPPING_DOCUMENT_SPEC),
    // Shown as document_format, stored as the original's `format`.
    document_format: { ...varchar(16), fieldName: 'format' },
    ...timestamps<ShippingDocument>(),
  } as never,
});

/** The four tag lists a document carries (the original's acts-as-taggable contexts). */
export const DOCUMENT_TAG_LISTS = ['keyword_list', 'message_list', 'context_list', 'resource_type_list'] as const;
export type DocumentTagList = (typeof DOCUMENT_TAG_LISTS)[number];

/** A file a customer keeps with the service (an invoice, a contract), optionally about one of its resources. */
export class Document {
  id!: number;
  customer_id!: number;
  url!: string;
  owner_type: string | null = null;
  owner_id: number | null = null;
  keyword_list: string[] = [];
  message_list: string[] = [];
  context_list: string[] = [];
  resource_type_list: string[] = [];
  created_at!: Date;
  updated_at!: Date;
}

const tags = { type: 'string[]', columnType: 'text[]' } as const;

export const DocumentSchema = new EntitySchema<Document>({
  class: Document,
  tableName: 'documents',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<Document>(DOCUMENT_SPEC),
    keyword_list: tags,
    message_list: tags,
    context_list: tags,
    resource_type_list: tags,
    ...timestamps<Document>(),
  } as never,
});
