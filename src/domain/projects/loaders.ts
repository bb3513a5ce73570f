import type { EntityManager } from '@mikro-orm/postgresql';
import { childConnections } from '../../db/list/children';
import { ProjectTask } from './entities';
import { PROJECT_TASK_LIST } from './list-specs';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads, in
 * a file of their own. The request context is assembled with them, so they import the area's
 * entities and the generic loaders alone, nothing that leads back to the context (a store may: the
 * ship notices' reads the orders' waiting-order SQL).
 */
export const projectLoaders = (em: EntityManager) => ({
  projectTasksByProjectId: childConnections(em, ProjectTask, PROJECT_TASK_LIST, 'project_id'),
});
