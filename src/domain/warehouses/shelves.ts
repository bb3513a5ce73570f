import type { RequestContext } from '../context';
import { badInput } from '../../shared/errors';
import type { Location, LocationRole } from './entities';
import { shelvesOf } from './store';

/**
 * The shelf receiving puts stock on for each role a receipt needs: the warehouse's first of that
 * role by name. Refused, naming warehouse_id, when the warehouse has no shelf for a needed role.
 */
export async function shelvesByRole(ctx: Pick<RequestContext, 'em'>, warehouseId: number, needed: LocationRole[]): Promise<Map<LocationRole, Location>> {
  const roles = [...new Set(needed)];
  const found = roles.length ? await shelvesOf(ctx, warehouseId, roles) : [];
  const byRole = new Map<LocationRole, Location>();
  for (const location of found) if (!byRole.has(location.role)) byRole.set(location.role, location);
  const missing = roles.filter((role) => !byRole.has(role));
  if (missing.length) throw badInput('warehouse_id', `warehouse ${warehouseId} has no ${missing.join(', ')} location to receive into`);
  return byRole;
}
