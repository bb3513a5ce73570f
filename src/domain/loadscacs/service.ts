import type { RequestContext } from '../context';
import type { ListArgs } from '../../db/list/connection';
import { loadScacCount, loadScacPage } from './store';

export const listLoadScacs = (ctx: RequestContext, args: ListArgs) => loadScacPage(ctx, args);

export const countLoadScacs = (ctx: RequestContext, search?: string | null) => loadScacCount(ctx, search);
