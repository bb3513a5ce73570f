import type { Db } from '../../db/store';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import { LoadScac } from './entities';
import { LOAD_SCAC_LIST } from './list-specs';

/** The load SCACs' store: the only module of the area that touches the database (shared reference data: no tenant). */

export const loadScacPage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, LoadScac, LOAD_SCAC_LIST, args);

export const loadScacCount = (ctx: Db, search?: string | null) => countWhere(ctx.em, LoadScac, LOAD_SCAC_LIST, search);
