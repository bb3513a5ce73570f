import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps } from '../common/entity';

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
    url: { type: 'text' },
    document_type: { type: 'string', nullable: true },
    ...timestamps<OrderDocument>(),
  },
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
    document_type: { type: 'string' },
    document_format: { type: 'string', fieldName: 'format' },
    url: { type: 'text' },
    label_provider: { type: 'string', nullable: true },
    provider_url: { type: 'text', nullable: true },
    electronically_submitted: { type: 'boolean' },
    ...timestamps<ShippingDocument>(),
  },
});
