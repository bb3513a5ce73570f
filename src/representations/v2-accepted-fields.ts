/**
 * Fields the original V2 API's request bodies declare that this service does not act on, by the
 * input type they reach. A V2 caller sends them (a client library fills them in, or a body read
 * from a GET comes back): they are accepted, dropped, and named in `X-Ignored-Fields`, rather
 * than refused as unknown. Fields that exist on the resource but are not writable are treated the
 * same way (src/rest/coerce.ts); anything else unknown stays a 422. Derived from
 * openapi-v2-original.json: each POST/PUT body's properties, less our input and resource fields.
 */
export const V2_ACCEPTED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // A transport management system, a payment type and Global-e's flag (cross_border_ge_order here):
  // nothing in fulfilment reads them.
  OrderCreateInput: ['global_e_ge_order', 'payment_type', 'tms_id', 'tms_required'],
  OrderUpdateInput: ['global_e_ge_order', 'payment_type', 'tms_id', 'tms_required'],
  // The original's name for notes_by_service, which only the warehouse (staff) writes.
  ShipnoticeCreateInput: ['notes_by_whiplash'],
  ShipnoticeUpdateInput: ['notes_by_whiplash'],
  // A document's file name: the file is its URL, and the original shows no file_name back.
  DocumentCreateInput: ['file_name'],
  // A line's wholesale fields are written at /order_items/{id}/wholesale_item.
  OrderItemUpdateInput: ['wholesale_item_attributes'],
};
