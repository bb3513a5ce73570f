import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../shared/errors';
import { Location, type LocationRole } from './entities';

/**
 * The shelf receiving puts stock on for each role a receipt needs: the warehouse's first of that
 * role by name. Refused, naming warehouse_id, when the warehouse has no shelf for a needed role.
 */
export async function shelvesByRole(em: EntityManager, warehouseId: number, needed: LocationRole[]): Promise<Map<LocationRole, Location>> {
  const roles = [...new Set(needed)];
  const found = roles.length ? await em.find(Location, { warehouse: warehouseId, role: { $in: roles } }, { orderBy: { name: 'asc', id: 'asc' } }) : [];
  const byRole = new Map<LocationRole, Location>();
  for (const location of found) if (!byRole.has(location.role)) byRole.set(location.role, location);
  const missing = roles.filter((role) => !byRole.has(role));
  if (missing.length) throw badInput('warehouse_id', `warehouse ${warehouseId} has no ${missing.join(', ')} location to receive into`);
  return byRole;
}
