import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { childConnections } from '../../db/list/children';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import { Project, ProjectTask } from './entities';
import { PROJECT_TASK_LIST } from './list-specs';

/** The projects' store: the only module of the area that touches the database. */

/** The area's per-request loaders (domain/loaders.ts assembles them). */
export const projectLoaders = (em: EntityManager) => ({
  projectTasksByProjectId: childConnections(em, ProjectTask, PROJECT_TASK_LIST, 'project_id'),
});

export const findProject = (ctx: Db, id: number) => ctx.em.findOne(Project, { id });

export const taskPage = (ctx: Db, projectId: number, args: ListArgs) =>
  findConnection(ctx.em, ProjectTask, PROJECT_TASK_LIST, args, { project_id: projectId });

export const taskCount = (ctx: Db, projectId: number, search?: string | null) =>
  countWhere(ctx.em, ProjectTask, PROJECT_TASK_LIST, search, { project_id: projectId });

export async function addProject(ctx: Db, project: Project): Promise<void> {
  ctx.em.persist(project);
  await ctx.em.flush();
}

export async function addTask(ctx: Db, task: ProjectTask): Promise<void> {
  ctx.em.persist(task);
  await ctx.em.flush();
}
