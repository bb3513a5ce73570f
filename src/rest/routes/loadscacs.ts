import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

export const loadScacRoutes: Route[] = [
  {
    method: 'GET', path: '/load_scacs', summary: 'List all load scacs', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: load_scacs(${LIST_ARGUMENTS}) { nodes { ...LoadScac } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/load_scacs/count', summary: 'Count load scacs', respond: 'count',
    operation: `query ($search: String) { result: load_scacs_count(search: $search) }`,
  },
];
