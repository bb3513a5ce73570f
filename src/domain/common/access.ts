import { forbidden } from '../../shared/errors';

/**
 * Whether the caller is staff, judged on the context alone (auth/service.ts resolves the caller
 * and holds the scope checks): asked by areas below auth (customers, inventory) as well as above.
 * It takes the caller's shape, not the request context: common is below the context (which is
 * made of common's scopes).
 */
export function requireStaff(ctx: { caller: { isStaff: boolean } }, what: string): void {
  if (!ctx.caller.isStaff) throw forbidden(`${what} is for staff clients only`);
}
