import type { FieldError } from '../common/errors';

/** A ship notice's varchar(255) columns: longer text would be the database's error, a 500, so it is refused by field. */
const VARCHAR_FIELDS = [
  'sender', 'easypostable_id', 'easypostable_type', 'ship_actual_cost', 'shipping_method_text', 'carrier', 'tracking', 'ship_3rdparty_cost',
  'reference', 'bol_proxy', 'mid_code', 'zone_status', 'return_action', 'purchase_order_number', 'received_by',
];

export function checkLengths(input: object, prefix: string, errors: FieldError[]): void {
  for (const [field, value] of Object.entries(input)) {
    if (VARCHAR_FIELDS.includes(field) && typeof value === 'string' && value.length > 255) {
      errors.push({ field: `${prefix}${field}`, message: 'is longer than 255 characters' });
    }
  }
}
