import type { RequestContext } from '../context';
import type { Package } from '../orders/entities';
import { ShippingDocument } from './entities';

/** What the carrier handed over for a package: its label, which the package points at too. */
export interface LabelDocument {
  url: string;
  provider: string;
  /** PDF (the default), PNG, ZPL */
  format?: string;
}

/** Records a package's shipping label (flushed with the rest of the shipment). */
export function recordShippingLabel(ctx: RequestContext, pkg: Package, label: LabelDocument): ShippingDocument {
  pkg.shipping_label_url = label.url;
  const document = Object.assign(new ShippingDocument(), {
    customer_id: pkg.customer_id,
    order_id: pkg.order_id,
    package_id: pkg.id,
    document_type: 'shipping_label',
    document_format: label.format ?? 'PDF',
    url: label.url,
    label_provider: label.provider,
    provider_url: label.url,
  });
  ctx.em.persist(document);
  return document;
}
