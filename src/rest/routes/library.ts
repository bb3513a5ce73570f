import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

/** The original's `/documents` and `/templates`: a customer's own files and printed-document templates. */

const ID = '$id: Int!';
const TEMPLATE = '...Template template_type { ...TemplateType }';

export const libraryRoutes: Route[] = [
  {
    method: 'GET', path: '/documents', summary: 'List all documents', respond: 'list',
    operation: `query (${LIST_VARIABLES}, $tagged_with: String) {
      result: documents(${LIST_ARGUMENTS}, tagged_with: $tagged_with) { nodes { ...Document } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/documents', summary: 'Create a document', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: DocumentCreateInput!) { result: document_create(input: $input) { ...Document } }`,
  },
  {
    method: 'GET', path: '/documents/actions', summary: 'List actions you can perform', respond: 'object',
    operation: `query { result: document_actions { ...ResourceAction } }`,
  },
  {
    method: 'GET', path: '/documents/:id', summary: 'Retrieve a document', respond: 'object',
    operation: `query (${ID}) { result: document(id: $id) { ...Document } }`,
  },
  {
    method: 'DELETE', path: '/documents/:id', summary: 'Destroy a document', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: document_delete(id: $id) { id } }`,
  },
  {
    method: 'GET', path: '/templates', summary: 'List all templates', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: templates(${LIST_ARGUMENTS}) { nodes { ${TEMPLATE} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/templates', summary: 'Create a template', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: TemplateCreateInput!) { result: template_create(input: $input) { ${TEMPLATE} } }`,
  },
  {
    method: 'GET', path: '/templates/:id', summary: 'Retrieve a template', respond: 'object',
    operation: `query (${ID}) { result: template(id: $id) { ${TEMPLATE} } }`,
  },
  {
    method: 'PUT', path: '/templates/:id', summary: 'Update a template', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: TemplateUpdateInput!) { result: template_update(id: $id, input: $input) { ${TEMPLATE} } }`,
  },
  {
    method: 'DELETE', path: '/templates/:id', summary: 'Destroy a template', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: template_delete(id: $id) { id } }`,
  },
];
