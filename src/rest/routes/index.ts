import { type Route, withPatch } from '../route';
import { bundleRoutes } from './bundles';
import { customerRoutes } from './customers';
import { inventoryRoutes } from './inventory';
import { itemRoutes } from './items';
import { orderRoutes } from './orders';
import { scancodeRoutes } from './scancodes';
import { shipnoticeRoutes } from './shipnotices';
import { simulateRoutes } from './simulate';
import { warehouseRoutes } from './warehouses';
import { documentRoutes } from './documents';
import { customsRoutes } from './customs';
import { wholesaleRoutes } from './wholesale';
import { loadScacRoutes } from './loadscacs';
import { projectRoutes } from './projects';
import { notificationRoutes } from './notifications';
import { returnRoutes } from './returns';
import { libraryRoutes } from './library';

/** The facade's one route table; each update's PATCH is derived from its PUT (withPatch). */
export const routes: Route[] = withPatch([
  ...customerRoutes, ...itemRoutes, ...inventoryRoutes, ...bundleRoutes, ...scancodeRoutes, ...shipnoticeRoutes, ...warehouseRoutes, ...orderRoutes, ...simulateRoutes,
  ...documentRoutes, ...customsRoutes, ...wholesaleRoutes, ...loadScacRoutes, ...projectRoutes, ...notificationRoutes,
  ...returnRoutes, ...libraryRoutes,
]);
