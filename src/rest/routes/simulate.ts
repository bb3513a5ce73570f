import type { Route } from '../route';
import { CONSUMER_RETURN } from '../../representations/v2-resources';

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
  {
    method: 'POST', path: '/simulate/consumer_returns/create', summary: 'Create a consumer return with simulated data', respond: 'object', status: 201, body: 'variables',
    operation: `mutation ($consumer_return_id: Int) { result: simulate_consumer_return_create(consumer_return_id: $consumer_return_id) { ${CONSUMER_RETURN} } }`,
  },
  {
    method: 'PUT', path: '/simulate/consumer_returns/:consumer_return_id/processing', summary: 'Simulate processing for an consumer return', respond: 'object', body: 'variables',
    operation: `mutation ($consumer_return_id: Int!, $finalize: Boolean = true) {
      result: simulate_consumer_return_processing(consumer_return_id: $consumer_return_id, finalize: $finalize) { ${CONSUMER_RETURN} } }`,
  },
  {
    method: 'POST', path: '/simulate/orders/create', summary: 'Create an order with simulated data', respond: 'object', status: 201,
    operation: `mutation { result: simulate_order_create { ...Order order_items { ...OrderItem } } }`,
  },
  {
    // status: the spec sends it as a query parameter, the original in the body; both land here.
    method: 'PUT', path: '/simulate/orders/:order_id/processing', summary: 'Simulate processing for an order', respond: 'object', body: 'variables',
    operation: `mutation ($order_id: Int!, $status: SimulatedOrderStatus) {
      result: simulate_order_processing(order_id: $order_id, status: $status) {
        ...Order order_items { ...OrderItem } packages { ...Package } serial_numbers { ...SerialNumber } } }`,
  },
];
