import type { Route } from '../route';
import { itemRoutes } from './items';

/** The facade's one route table. */
export const routes: Route[] = [...itemRoutes];
