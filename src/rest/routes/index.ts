import type { Route } from '../route';
import { bundleRoutes } from './bundles';
import { customerRoutes } from './customers';
import { itemRoutes } from './items';
import { scancodeRoutes } from './scancodes';

/** The facade's one route table. */
export const routes: Route[] = [...customerRoutes, ...itemRoutes, ...bundleRoutes, ...scancodeRoutes];
