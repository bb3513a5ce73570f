import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

export const projectRoutes: Route[] = [
  {
    method: 'GET', path: '/projects/:id/project_tasks', summary: 'List all project_tasks', respond: 'list',
    operation: `query ($id: Int!, ${LIST_VARIABLES}) {
      result: project_tasks(project_id: $id, ${LIST_ARGUMENTS}) { nodes { ...ProjectTask } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
];
