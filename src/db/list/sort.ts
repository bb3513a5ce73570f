import type { QueryOrderMap } from '@mikro-orm/core';
import { badInput } from '../../shared/errors';
import type { ListSpec } from './spec';

/** Parses `"name asc,created_at desc"` against the resource's sortable attributes; id breaks ties. */
export function parseSort(sort: string | null | undefined, spec: ListSpec): QueryOrderMap<any>[] {
  const text = sort?.trim() || spec.defaultSort || 'id asc';
  const sortable = new Set(spec.sortable ?? Object.keys(spec.attributes));
  sortable.add('id');
  const order: QueryOrderMap<any>[] = [];
  for (const part of text.split(',')) {
    const [field, direction = 'asc', ...extra] = part.trim().split(/\s+/);
    if (!field || extra.length) throw badInput('sort', `"${part.trim()}" is not "<field> asc" or "<field> desc"`);
    if (!sortable.has(field)) throw badInput('sort', `cannot sort ${spec.resource} by "${field}"`);
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badInput('sort', `direction of "${field}" must be asc or desc`);
    order.push({ [field]: dir });
  }
  if (!order.some((o) => 'id' in o)) order.push({ id: 'asc' });
  return order;
}
