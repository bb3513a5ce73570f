import { DEMO_ITEM } from '../../domain/sandbox/demo-item';
import { TEMPLATE_TYPES } from '../../domain/templates/types';

/**
 * The request body each write shows in Swagger UI, and sends on "Try it out". Without one Swagger UI
 * makes its own from the schema, every field filled with 0 or "string", which the service refuses.
 * An example can name nothing of the reader's own, so an item is the sandbox demo customer's demo
 * item, named by its originator id (src/domain/sandbox/demo-item.ts); the ids in a path are the reader's to fill
 * in. An update changes one harmless field. Keyed by the PUT for its PATCH twin too.
 * test/openapi.test.ts sends each one and expects it accepted, but for BODY_NEEDS_AN_ID.
 */

const DEMO = { item_originator_id: DEMO_ITEM.originator };

const ADDRESS = {
  shipping_name: 'Jane Doe', email: 'jane.doe@example.com', shipping_phone: '+1 614-555-0100',
  shipping_address_1: '123 Main Street', shipping_city: 'Columbus', shipping_state: 'OH', shipping_zip: '43215',
  shipping_country: 'United States', shipping_country_iso2: 'US',
};

const ORDER = { ...ADDRESS, order_items: [{ ...DEMO, quantity: 1 }] };
const SHIPNOTICE = { sender: 'Acme Apparel', eta: '2030-01-15T00:00:00Z', shipnotice_items: [{ ...DEMO, quantity: 24 }] };
const RETURN = { sender: 'Jane Doe', shipnotice_items_attributes: [{ ...DEMO, quantity: 1, reason: 'did_not_fit', description: 'Too small' }] };

/** Bodies that must name one of the reader's own ids (an item's, as the original's schema has it): shown, to be edited. */
export const BODY_NEEDS_AN_ID: Record<string, string> = {
  'POST /items/:id/bundle_items': 'the component is named by item_id only: the id of one of your items',
  'POST /scancodes': 'the scancode is for item_id: the id of one of your items',
};

const REQUEST_EXAMPLES: Record<string, unknown> = {
  'POST /items': { sku: 'TEE-BLUE-M', title: 'T-shirt, blue, M', price: 18, weight: 0.3 },
  'PUT /items/:id': { title: 'T-shirt, blue, medium' },
  'PUT /items/:id/call/:action': {},
  'PUT /items/:id/meta_fields': { fields: {} },
  'POST /items/:id/bundle_items': { item_id: 1, quantity: 2 },
  'PUT /bundle_items/:id': { quantity: 2 },
  'POST /scancodes': { item_id: 1, name: '0012345678905' },
  'POST /shipnotices': SHIPNOTICE,
  'POST /shipnotices/bulk': { resources: [SHIPNOTICE] },
  'PUT /shipnotices/:id': { tracking: '1Z999AA10123456784' },
  'PUT /shipnotices/:id/meta_fields': { fields: {} },
  'POST /shipnotices/:id/shipnotice_items': { ...DEMO, quantity: 6 },
  'PUT /shipnotice_items/:id': { description: 'Blue T-shirts, medium' },
  'PUT /shipnotice_items/:id/meta_fields': { fields: {} },
  'POST /orders': ORDER,
  'POST /orders/bulk': { resources: [ORDER] },
  'PUT /orders/:id': { public_note: 'Leave at the back door' },
  'PUT /orders/:id/call/:action': {},
  'PUT /orders/:id/meta_fields': { fields: {} },
  'POST /orders/:id/order_items': { ...DEMO, quantity: 1 },
  'PUT /order_items/:id': { misc: 'gift wrap' },
  'PUT /order_items/:id/call/:action': {},
  'PUT /order_items/:id/meta_fields': { fields: {} },
  'POST /orders/:id/order_documents': { url: 'https://example.com/files/invoice-1001.pdf', document_type: 'invoice' },
  'PUT /order_items/:id/wholesale_item': { line_no: '1', style: 'TEE-CLASSIC' },
  'PUT /wholesale_items/:id': { line_no: '1' },
  'POST /consumer_returns': RETURN,
  'POST /consumer_returns/bulk': { resources: [RETURN] },
  'PUT /consumer_returns/:id': { tracking: '9400100000000000000000' },
  'PUT /consumer_returns/:id/meta_fields': { fields: {} },
  'POST /customers/invite': { name: 'Acme Apparel' },
  'PUT /customers/:id': { name: 'Demo Customer' },
  'PUT /customers/:id/call/:action': {},
  'POST /notification_subscriptions': { event_name: 'order.cancelled', endpoint: 'https://example.com/webhooks/forklift' },
  'PUT /notification_subscriptions/:id': { active: true },
  'POST /documents': { url: 'https://example.com/files/price-list.pdf', keyword_list: ['prices'] },
  'POST /templates': { name: 'Packing slip', template_type_id: TEMPLATE_TYPES[0].id, content: '<h1>Thank you, {{ order.shipping_name }}!</h1>' },
  'PUT /templates/:id': { name: 'Packing slip (gift)' },
  'POST /simulate/shipnotices/create': {},
  'PUT /simulate/shipnotices/:shipnotice_id/processing': {},
  'POST /simulate/consumer_returns/create': {},
  'PUT /simulate/consumer_returns/:consumer_return_id/processing': {},
  'PUT /simulate/orders/:order_id/processing': { status: 'shipped' },
};

/** The route's example: a PATCH shows its PUT's. */
export const requestExample = (method: string, path: string): unknown => REQUEST_EXAMPLES[`${method === 'PATCH' ? 'PUT' : method} ${path}`];
