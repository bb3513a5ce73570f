import type { Relation } from '../../db/prefetch';
import { WholesaleItem } from './entities';

/**
 * A line's wholesale item, declared once: a page of orders brings it under each selected line
 * (handed down to orders with WHOLESALE_LINE_DETAILS), and wholesaleItemByOrderItemId loads it
 * from the same declaration otherwise.
 */
export const WHOLESALE_ITEM_OF_LINE: Relation = { entity: WholesaleItem, many: 'order_item_id', first: true, reads: {} };
