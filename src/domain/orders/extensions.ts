import type { RequestContext } from '../context';
import type { FieldError } from '../../shared/errors';
import type { Relation } from '../../db/prefetch';
import type { Order, OrderItem, Package } from './entities';

/**
 * What the areas above orders keep beside an order or a line (customs info, wholesale details,
 * shipping labels), handed down to orders once, by the domain's assembly (src/domain/loaders.ts).
 * Orders sit below those areas: they call these parts without importing them, so an order's create
 * and update still take `wholesale_attributes` and `customs_info_attributes` in one transaction.
 */

/** Details kept beside an order, given in the order's own create and update bodies under `field`. */
export interface OrderDetails {
  field: 'wholesale_attributes' | 'customs_info_attributes';
  /**
   * Checks the body's `input` (undefined: not sent) for an order create (orderId null) or update,
   * against the order's own fields as sent; problems go to `errors`. Null: nothing to write.
   */
  prepare(ctx: RequestContext, orderId: number | null, input: unknown, fields: Readonly<Record<string, unknown>>, path: string, errors: FieldError[]): Promise<PreparedDetails | null>;
}

/** Checked details, ready to write with their order. */
export interface PreparedDetails {
  /** Order columns the details set (customs numbers the order keeps itself). */
  orderColumns?: Record<string, unknown>;
  /** Writes them beside `order` (`fresh`: the order was just created, so it has none yet); flushed with the order. */
  write(ctx: RequestContext, order: Order, fresh: boolean): Promise<void>;
}

/** Details kept beside a line, given in its create and update bodies under `field`. */
export interface LineDetails {
  field: 'wholesale_item_attributes';
  check(input: unknown, path: string, errors: FieldError[]): void;
  /** Writes them beside a line just written (flushed with it). */
  write(ctx: RequestContext, line: OrderItem, input: unknown): void;
  /** Gives an existing line its details, or changes the given fields of those it has (flushed with the line). */
  update(ctx: RequestContext, line: OrderItem, input: unknown): Promise<void>;
  /** The relation a page of orders may bring under each line (db/prefetch.ts), by field name. */
  relations: Readonly<Record<string, Relation>>;
}

/** What the carrier handed over for a package: its label, which the package points at too. */
export interface LabelDocument {
  url: string;
  provider: string;
  /** PDF (the default), PNG, ZPL */
  format?: string;
}

/** Records a shipped package's label (flushed with the rest of the shipment). */
export type LabelKeeper = (ctx: RequestContext, pkg: Package, label: LabelDocument) => void;

export interface OrderExtensions {
  order: OrderDetails[];
  line: LineDetails[];
  label: LabelKeeper | null;
}

const extensions: OrderExtensions = { order: [], line: [], label: null };

/** Hands an area's parts down to orders (src/domain/loaders.ts, once per process). */
export function extendOrders(parts: { order?: OrderDetails; line?: LineDetails; label?: LabelKeeper }): void {
  if (parts.order && !extensions.order.some((d) => d.field === parts.order!.field)) extensions.order.push(parts.order);
  if (parts.line && !extensions.line.some((d) => d.field === parts.line!.field)) extensions.line.push(parts.line);
  if (parts.label) extensions.label = parts.label;
}

/**
 * The parts handed down. A body field no part takes, or a shipment with no label keeper, is a
 * process assembled without them: refused loudly rather than dropped.
 */
export const orderExtensions = (): Readonly<OrderExtensions> => extensions;

export function detailsFor<T extends { field: string }>(parts: readonly T[], field: string): T {
  const part = parts.find((p) => p.field === field);
  if (!part) throw new Error(`nothing takes ${field}: the areas keeping it were not handed to orders (src/domain/loaders.ts)`);
  return part;
}
