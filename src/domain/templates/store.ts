import type { Db } from '../../db/store';
import { findConnection, type ListArgs } from '../../db/list/connection';
import { Template } from './entities';
import { TEMPLATE_LIST } from './list-specs';

/** The templates' store: the only module of the area that touches the database. */

export const findTemplate = (ctx: Db, id: number) => ctx.em.findOne(Template, { id });

export const templatePage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, Template, TEMPLATE_LIST, args);

/**
 * A customer has one default template per type: making one the default makes the previous one not
 * (any but `exceptId`), written at once, before the new default, so the unique index
 * (templates_one_default) never sees two.
 */
export async function clearDefault(ctx: Db, customerId: number, typeId: number, exceptId: number | null): Promise<void> {
  await ctx.em.nativeUpdate(Template, { customer_id: customerId, template_type_id: typeId, default: true, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { default: false });
}

export async function addTemplate(ctx: Db, template: Template): Promise<void> {
  ctx.em.persist(template);
  await ctx.em.flush();
}

/** Writes what the request changed on the templates this store answered. */
export const writeChanges = (ctx: Db) => ctx.em.flush();

export async function removeTemplate(ctx: Db, template: Template): Promise<void> {
  ctx.em.remove(template);
  await ctx.em.flush();
}
