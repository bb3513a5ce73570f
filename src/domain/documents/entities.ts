import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps, varchar } from '../common/entity';
import { ORDER_DOCUMENT_SPEC } from './fields';

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
    package_id: { type: 'integer', nullable: true },
    document_type: varchar(64),
    document_format: { ...varchar(16), fieldName: 'format' },
    url: { type: 'text' },
    label_provider: varchar(64, true),
    provider_url: { type: 'text', nullable: true },
    electronically_submitted: { type: 'boolean' },
    ...timestamps<ShippingDocument>(),
  },
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
    url: { type: 'text' },
    owner_type: varchar(32, true),
    owner_id: { type: 'integer', nullable: true },
    keyword_list: tags,
    message_list: tags,
    context_list: tags,
    resource_type_list: tags,
    ...timestamps<Document>(),
  },
});
