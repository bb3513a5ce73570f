import type { RequestContext } from '../context';
import { forbidden } from '../../shared/errors';

/**
 * Whether the caller is staff, judged on the context alone (auth/service.ts resolves the caller
 * and holds the scope checks): asked by areas below auth (customers, inventory) as well as above.
 */
export function requireStaff(ctx: Pick<RequestContext, 'caller'>, what: string): void {
  if (!ctx.caller.isStaff) throw forbidden(`${what} is for staff clients only`);
}
