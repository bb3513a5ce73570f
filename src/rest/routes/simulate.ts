import type { Route } from '../route';

/** The sandbox's simulation endpoints (404 outside the sandbox). */
export const simulateRoutes: Route[] = [
  {
    method: 'POST', path: '/simulate/shipnotices/create', summary: 'Create a shipnotice with simulated data', respond: 'object', status: 201, body: 'variables',
    operation: `mutation ($shipnotice_id: Int) { result: simulate_shipnotice_create(shipnotice_id: $shipnotice_id) {
      ...Shipnotice shipnotice_items { ...ShipnoticeItem } } }`,
  },
  {
    method: 'PUT', path: '/simulate/shipnotices/:shipnotice_id/processing', summary: 'Simulate processing for an ship notice', respond: 'object', body: 'variables',
    operation: `mutation ($shipnotice_id: Int!, $finalize: Boolean = true, $randomize_receiving: Boolean = false) {
      result: simulate_shipnotice_processing(shipnotice_id: $shipnotice_id, finalize: $finalize, randomize_receiving: $randomize_receiving) {
        ...Shipnotice shipnotice_items { ...ShipnoticeItem lot { ...Lot } } } }`,
  },
];
