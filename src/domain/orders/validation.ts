import type { RequestContext } from '../context';
import { checkColumns } from '../common/columns';
import type { FieldError } from '../../shared/errors';
import type { Item } from '../items/entities';
import { isPackageOf } from './store/orders';
import { ORDER_ITEM_SPEC, ORDER_SPEC, ORDER_TYPES } from './fields';
import { CREATE_STATUSES, describeStatuses } from './statuses';
import { packageLabelReferenceProblem } from './address-rules';

/** The order's two shipping country fields (common/countries.ts settleCountryCode derives and reconciles them). */
export const SHIPPING_COUNTRY = { country: 'shipping_country', iso2: 'shipping_country_iso2' } as const;

export interface OrderFieldRules {
  creating: boolean;
  /** On update, the order as stored: a staff-only field sent at its stored value changes nothing. */
  current?: Record<string, unknown>;
}

/**
 * The order's own fields: lengths (package_label_reference ≤ 35 printable ASCII), staff-only fields, create-only
 * statuses, enums given as strings (an update's order_type), the shipping method; stringified JSON is a column format.
 */
export async function checkOrderFields(ctx: RequestContext, input: Record<string, unknown>, rules: OrderFieldRules): Promise<FieldError[]> {
  const errors = checkColumns(ORDER_SPEC, input, { creating: rules.creating, staff: ctx.caller.isStaff, current: rules.current });
  // Its width is a column rule (above); what else a carrier label takes is its own.
  const reference = input.package_label_reference;
  const labelProblem = typeof reference === 'string' && reference.length <= ORDER_SPEC.package_label_reference.length! ? packageLabelReferenceProblem(reference) : null;
  if (labelProblem) errors.push({ field: 'package_label_reference', message: labelProblem });
  if (rules.creating && input.status != null && !CREATE_STATUSES.includes(input.status as 30)) {
    errors.push({ field: 'status', message: `may only be ${describeStatuses(CREATE_STATUSES)} on create; other statuses follow from fulfillment` });
  }
  if (!rules.creating && typeof input.order_type === 'string' && !input.order_type.trim()) errors.push({ field: 'order_type', message: 'must not be blank' });
  if (rules.creating && input.order_type != null && !ORDER_TYPES.includes(input.order_type as never)) {
    errors.push({ field: 'order_type', message: `must be one of ${ORDER_TYPES.join(', ')}` });
  }
  const iso2 = input.shipping_country_iso2;
  if (typeof iso2 === 'string' && !/^[A-Za-z]{2}$/.test(iso2)) errors.push({ field: 'shipping_country_iso2', message: 'must be a 2-letter country code' });
  for (const field of ['shipping_method_id', 'estimated_shipping_method_id'] as const) {
    const id = input[field];
    if (typeof id === 'number' && !(await ctx.loaders.shippingMethodById.load(id))) errors.push({ field, message: `names no shipping method (${id})` });
  }
  return errors;
}

/** An order item's own fields; `creating` requires a quantity. */
export function checkOrderItemFields(input: Record<string, unknown>, prefix: string, creating: boolean): FieldError[] {
  // The line's item is checked where it is looked up (items/service.ts lineItemOf): by item_id or item_originator_id.
  const { item_id: _item, ...columns } = input;
  const errors = checkColumns(ORDER_ITEM_SPEC, columns, { creating, prefix });
  if (typeof input.packed === 'number' && typeof input.quantity === 'number' && input.packed > input.quantity) {
    errors.push({ field: `${prefix}packed`, message: 'must not exceed quantity' });
  }
  return errors;
}

/**
 * The items of order lines named by item_id, read before the lines are checked: one query for the
 * items and, only when a line names a bundle, one for what those bundles are made of. Each line then
 * finds both in the loaders' caches (checkLineBundle).
 */
export async function loadLineItems(ctx: RequestContext, itemIds: number[]): Promise<void> {
  const items = await ctx.loaders.renderedItemById.loadMany(itemIds);
  const bundles = items.flatMap((item) => (item && !(item instanceof Error) && item.is_bundle ? [item.id] : []));
  if (bundles.length) await ctx.loaders.emptyBundleWithin.loadMany(bundles);
}

/**
 * A line of a bundle that can never be made (no components, or a component that is a bundle without
 * any) is refused, named by `field`: a bundle holds no stock of its own, so the line would wait at 95
 * (Insufficient Inventory) forever.
 */
export async function checkLineBundle(ctx: RequestContext, item: Item, field: string): Promise<FieldError[]> {
  if (!item.is_bundle) return [];
  const empty = await ctx.loaders.emptyBundleWithin.load(item.id);
  if (empty == null) return [];
  const what = empty === item.id ? `item ${item.id} is a bundle with no components` : `item ${item.id} is a bundle holding bundle ${empty}, which has no components`;
  return [{ field, message: `${what}: it could never be allocated; add its components first` }];
}

/**
 * A line's package_id must name a package of the line's own order (a new order has none yet): it is
 * a foreign key, and a stranger's package would tie the line to another order, or another tenant.
 */
export async function checkLinePackage(ctx: RequestContext, orderId: number | null, packageId: unknown, field: string): Promise<FieldError[]> {
  if (packageId == null) return [];
  const found = orderId != null && typeof packageId === 'number' && (await isPackageOf(ctx, packageId, orderId));
  return found ? [] : [{ field, message: `names no package of this order (${packageId})` }];
}
