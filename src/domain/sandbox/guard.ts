import type { RequestContext } from '../context';
import { ForkliftError } from '../../shared/errors';

/** The simulation endpoints exist only in the sandbox; elsewhere they read as absent. */
export function requireSandbox(ctx: RequestContext): void {
  if (!ctx.sandbox) throw new ForkliftError('NOT_FOUND', 'simulation exists only in the sandbox (SANDBOX=true)');
}
