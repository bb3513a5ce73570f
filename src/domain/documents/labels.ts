import { type LabelKeeper, extendOrders } from '../orders/extensions';
import { ShippingDocument } from './entities';
import { keepDocument } from './store/documents';

/** Records a package's shipping label (flushed with the rest of the shipment): handed down to orders, which ship packages. */
const recordShippingLabel: LabelKeeper = (ctx, pkg, label) => {
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
  keepDocument(ctx, document);
};

// Handed down to orders as this module loads (documents/service.ts, which the API loads, imports it).
extendOrders({ label: recordShippingLabel });
