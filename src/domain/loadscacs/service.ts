import type { RequestContext } from '../context';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import type { ListSpec } from '../../db/list/spec';
import { LoadScac } from './entities';

export const LOAD_SCAC_LIST: ListSpec = {
  resource: 'LoadScac',
  attributes: { id: 'integer', name: 'string', context: 'string', owner_name: 'string', scac: 'string' },
  defaultSort: 'name asc',
};

export const listLoadScacs = (ctx: RequestContext, args: ListArgs) => findConnection(ctx.em, LoadScac, LOAD_SCAC_LIST, args);

export const countLoadScacs = (ctx: RequestContext, search?: string | null) => countWhere(ctx.em, LoadScac, LOAD_SCAC_LIST, search);
