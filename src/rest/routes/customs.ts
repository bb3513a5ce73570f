import type { Route } from '../route';

export const customsRoutes: Route[] = [
  {
    method: 'GET', path: '/orders/:id/customs_info', summary: 'Retrieve the CustomsInfo object for an order', respond: 'object',
    operation: `query ($id: Int!) { order(id: $id) { result: customs_info { ...CustomsInfo } } }`,
  },
];
