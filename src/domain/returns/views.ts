import type { ReturnItem } from './entities';

/** How a line arrived: nothing yet, all good, all damaged, or some of each. */
export function returnCondition(line: Pick<ReturnItem, 'quantity_good' | 'quantity_damaged'>): 'pending' | 'good' | 'damaged' | 'mixed' {
  if (line.quantity_good + line.quantity_damaged === 0) return 'pending';
  if (!line.quantity_damaged) return 'good';
  return line.quantity_good ? 'mixed' : 'damaged';
}
