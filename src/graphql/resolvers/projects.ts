import type { Resolvers } from '../generated';
import { countProjectTasks, createProject, createProjectTask, getProject, listProjectTasks } from '../../domain/projects/service';

export const projectResolvers: Resolvers = {
  Query: {
    project: (_, { id }, ctx) => getProject(ctx, id),
    project_tasks: (_, { project_id, ...args }, ctx) => listProjectTasks(ctx, project_id, args),
    project_tasks_count: (_, { project_id, search }, ctx) => countProjectTasks(ctx, project_id, search),
  },
  Mutation: {
    project_create: (_, { input }, ctx) => createProject(ctx, input),
    project_task_create: (_, { project_id, input }, ctx) => createProjectTask(ctx, project_id, input),
  },
  Project: {
    project_tasks: (project, args, ctx) => ctx.loaders.projectTasksByProjectId(project.id, args),
  },
};
