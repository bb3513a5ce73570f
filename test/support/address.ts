/**
 * The one valid shipping address tests give orders that are to be picked or shipped: an order whose
 * address fails verification (src/domain/orders/address-rules.ts) is held in Processing.
 */
export const VALID_ADDRESS = {
  shipping_name: 'Jane Doe',
  email: 'jane.doe@example.com',
  shipping_address_1: '123 Main Street',
  shipping_city: 'Columbus',
  shipping_state: 'OH',
  shipping_zip: '43215',
  shipping_country: 'United States',
  shipping_country_iso2: 'US',
  shipping_phone: '+1 614-555-0100',
} as const;
