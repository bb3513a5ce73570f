import type { Db } from '../../db/store';
import { findConnection, type ListArgs } from '../../db/list/connection';
import { SavedSearch } from './entities';
import { SAVED_SEARCH_LIST } from './list-specs';

/** The saved searches' store: the only module of the area that touches the database. */

export const findSavedSearch = (ctx: Db, id: number) => ctx.em.findOne(SavedSearch, { id });

export const savedSearchPage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, SavedSearch, SAVED_SEARCH_LIST, args);
