/**
 * Fields the original V2 API's request bodies declare that this service does not act on, by the
 * input type they reach. A V2 caller sends them (a client library fills them in, or a body read
 * from a GET comes back): they are accepted, dropped, and named in `X-Ignored-Fields`, rather
 * than refused as unknown. Fields that exist on the resource but are not writable are treated the
 * same way (writable-fields.ts); anything else unknown stays a 422. Derived from
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
  // notes_by_whiplash as on ship notices. exchange_items: item ids the original put on an exchange order
  // it made; no order is made from a return here: the caller makes it and links it by exchange_order_id.
  ConsumerReturnCreateInput: ['exchange_items', 'notes_by_whiplash'],
  // A document's file name: the file is its URL, and the original shows no file_name back.
  DocumentCreateInput: ['file_name'],
  // A customer's settings at the original (billing, returns page, packing slips, carrier accounts,
  // warehouse preferences, staff's account flags): this service stores only the name (and `active`,
  // which staff's deactivate/activate actions change).
  CustomerUpdateInput: [
    'account_level', 'allow_b_stock_receiving', 'allow_international_returns', 'allowed_warehouse_ids', 'auto_merge_gestation', 'auto_merge_skus',
    'billing_address1', 'billing_address2', 'billing_address3', 'billing_city', 'billing_company', 'billing_contact_name', 'billing_core', 'billing_country',
    'billing_email', 'billing_phone1', 'billing_phone2', 'billing_residential', 'billing_state', 'billing_zip', 'dashboard_enable_domo',
    'dashboard_enable_parcel_insights', 'data_mapping_string', 'default_warehouse_id', 'ein', 'email_confirmation_from', 'email_confirmation_msg',
    'email_confirmation_name', 'email_confirmation_preference', 'email_confirmation_template', 'eori_number', 'estimated_monthly_volume', 'exit_notice',
    'expiration_period', 'fedex_account', 'from_email', 'full_logo_url', 'gestation_length', 'global_e_guid', 'gs1_company_prefix', 'incoterm',
    'instructions', 'item_scanning_preference', 'items_exchangeable', 'items_returnable', 'items_unavailable_on_sellout', 'label_format',
    'location_default_return_role', 'location_enable_pending_returns', 'location_enable_receiving_into_reserved', 'logo_content_type', 'logo_file_name',
    'logo_file_size', 'logo_updated_at', 'lot_control', 'low_inventory_threshold', 'notes', 'notify_originator', 'notify_originator_inventory',
    'originator_permissions', 'packing_slip_msg', 'packingslip_template', 'partner_id', 'payment_hold', 'primary_contact', 'project_task_labels',
    'receiving_fields', 'replenishment_min', 'replenishment_target', 'request_serial_numbers', 'return_address_1', 'return_address_2', 'return_city',
    'return_company', 'return_country', 'return_email', 'return_label_expires_in', 'return_name', 'return_phone', 'return_price_restricted',
    'return_sku_match', 'return_state', 'return_time_limit', 'return_zip', 'rma_display_logo', 'rma_footer_content', 'ship_method_preference',
    'ship_strategy', 'shipping_name', 'supports_return_labels', 'ups_account', 'vat_number', 'warehouse_fallback', 'workday_uuid',
  ],
  // The line a new line's wholesale item belongs to: the line it comes with, which has no id yet.
  WholesaleItemAttributes: ['order_item_id'],
};
