import type { EntityManager } from '@mikro-orm/postgresql';
import { childConnections } from '../../db/list/children';
import { ProjectTask } from './entities';
import { PROJECT_TASK_LIST } from './list-specs';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads. A
 * file apart from store.ts, which takes the request context: the context is assembled with these,
 * so they import nothing that leads back to it.
 */
export const projectLoaders = (em: EntityManager) => ({
  projectTasksByProjectId: childConnections(em, ProjectTask, PROJECT_TASK_LIST, 'project_id'),
});
