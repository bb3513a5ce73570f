import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

export const scancodeRoutes: Route[] = [
  {
    method: 'GET', path: '/items/:id/scancodes', summary: 'List the scancodes of an item', respond: 'list',
    operation: `query ($id: Int!, ${LIST_VARIABLES}) {
      item(id: $id) { result: scancodes(${LIST_ARGUMENTS}) { nodes { ...Scancode } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } } }`,
  },
  {
    method: 'POST', path: '/scancodes', summary: 'Create a scancode', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: ScancodeCreateInput!) { result: scancode_create(input: $input) { ...Scancode } }`,
  },
];
