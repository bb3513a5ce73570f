import type { RequestContext } from '../../context';
import type { FieldError } from '../common/errors';
import { Package } from './entities';
import { ORDER_ITEM_WRITABLE_FIELDS, ORDER_TYPES, ORDER_WRITABLE_FIELDS, STAFF_ONLY_ORDER_FIELDS, TRI_STATE_FLAGS } from './fields';
import { CREATE_STATUSES, describeStatuses } from './statuses';
import { packageLabelReferenceProblem } from './address-rules';

/** Columns narrower than the default 255 characters (migration 3); package_label_reference (35) has a rule of its own. */
const MAX_LENGTH: Record<string, number> = {
  scac: 16,
  shop_shipping_method_currency: 3,
  shipping_country_iso2: 2,
  order_type: 32,
  currency: 3,
};

const NON_NEGATIVE = [
  'days_in_transit', 'days_in_transit_carrier_estimate', 'return_time_limit', 'shop_shipping_method_price', 'ship_3rdparty_cost', 'req_insurance_value',
  'price', 'wholesale_cost', 'retail_fee', 'wholesale_fee', 'packed', 'case_quantity', 'carton_quantity',
];

/** Length, sign and not-null rules every order and order item field follows. */
function checkColumns(input: Record<string, unknown>, kinds: Record<string, string>, prefix: string, errors: FieldError[]): void {
  for (const [field, value] of Object.entries(input)) {
    const kind = kinds[field];
    const path = `${prefix}${field}`;
    if (kind === 'boolean' && value === null && !TRI_STATE_FLAGS.includes(field)) errors.push({ field: path, message: 'must not be null' });
    if (field === 'package_label_reference' && typeof value === 'string') {
      const problem = packageLabelReferenceProblem(value);
      if (problem) errors.push({ field: path, message: problem });
    } else if (kind === 'string' && typeof value === 'string') {
      const max = MAX_LENGTH[field] ?? 255;
      if (value.length > max) errors.push({ field: path, message: `is longer than ${max} characters` });
    }
    if (NON_NEGATIVE.includes(field) && typeof value === 'number' && value < 0) errors.push({ field: path, message: 'must not be negative' });
  }
}

export interface OrderFieldRules {
  creating: boolean;
  /** On update, the order as stored: a staff-only field sent at its stored value changes nothing. */
  current?: Record<string, unknown>;
}

/** What a staff-only field holds until staff set it. */
const STAFF_ONLY_DEFAULTS: Record<(typeof STAFF_ONLY_ORDER_FIELDS)[number], unknown> = { skip_address_verification: false, do_not_bill: false, carrier_account_id: null };

/**
 * The order's own fields: lengths (package_label_reference ≤ 35 printable ASCII), staff-only fields, create-only
 * statuses, enums given as strings (an update's order_type), stringified JSON, the shipping method.
 */
export async function checkOrderFields(ctx: RequestContext, input: Record<string, unknown>, rules: OrderFieldRules): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  checkColumns(input, ORDER_WRITABLE_FIELDS, '', errors);
  if (!ctx.caller.isStaff) {
    // Sent at the value it already has (a V2 caller's GET → PUT round trip, a client library filling
    // in defaults), it is a no-op; only a change needs staff.
    for (const field of STAFF_ONLY_ORDER_FIELDS) {
      const unchanged = rules.current ? rules.current[field] : STAFF_ONLY_DEFAULTS[field];
      if (input[field] != null && input[field] !== unchanged) errors.push({ field, message: 'is for staff only' });
    }
  }
  if (rules.creating && input.status != null && !CREATE_STATUSES.includes(input.status as 30)) {
    errors.push({ field: 'status', message: `may only be ${describeStatuses(CREATE_STATUSES)} on create; other statuses follow from fulfillment` });
  }
  if (!rules.creating && typeof input.order_type === 'string' && !input.order_type.trim()) errors.push({ field: 'order_type', message: 'must not be blank' });
  if (rules.creating && input.order_type != null && !ORDER_TYPES.includes(input.order_type as never)) {
    errors.push({ field: 'order_type', message: `must be one of ${ORDER_TYPES.join(', ')}` });
  }
  const iso2 = input.shipping_country_iso2;
  if (typeof iso2 === 'string' && !/^[A-Za-z]{2}$/.test(iso2)) errors.push({ field: 'shipping_country_iso2', message: 'must be a 2-letter country code' });
  if (typeof input.meta_data === 'string') {
    try {
      JSON.parse(input.meta_data);
    } catch {
      errors.push({ field: 'meta_data', message: 'must be stringified JSON' });
    }
  }
  for (const field of ['shipping_method_id', 'estimated_shipping_method_id'] as const) {
    const id = input[field];
    if (typeof id === 'number' && !(await ctx.loaders.shippingMethodById.load(id))) errors.push({ field, message: `names no shipping method (${id})` });
  }
  return errors;
}

/** An order item's own fields; `creating` requires a quantity. */
export function checkOrderItemFields(input: Record<string, unknown>, prefix: string, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  checkColumns(input, ORDER_ITEM_WRITABLE_FIELDS, prefix, errors);
  const quantity = input.quantity;
  if (typeof quantity === 'number' && quantity <= 0) errors.push({ field: `${prefix}quantity`, message: 'must be greater than 0' });
  else if (quantity === null || (creating && quantity === undefined)) errors.push({ field: `${prefix}quantity`, message: creating ? 'is required' : 'must not be null' });
  if (typeof input.packed === 'number' && typeof quantity === 'number' && input.packed > quantity) {
    errors.push({ field: `${prefix}packed`, message: 'must not exceed quantity' });
  }
  if (input.packed === null) errors.push({ field: `${prefix}packed`, message: 'must not be null' });
  return errors;
}

/**
 * A line's package_id must name a package of the line's own order (a new order has none yet): it is
 * a foreign key, and a stranger's package would tie the line to another order, or another tenant.
 */
export async function checkLinePackage(ctx: RequestContext, orderId: number | null, packageId: unknown, field: string): Promise<FieldError[]> {
  if (packageId == null) return [];
  const found = orderId != null && typeof packageId === 'number' && (await ctx.em.count(Package, { id: packageId, order_id: orderId })) > 0;
  return found ? [] : [{ field, message: `names no package of this order (${packageId})` }];
}
