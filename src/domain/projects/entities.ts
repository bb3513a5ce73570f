import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { PROJECT_SPEC, PROJECT_TASK_SPEC } from './fields';

/** Work the warehouse does for a customer beyond orders (kitting, relabelling), billed per task. */
export class Project {
  id!: number;
  customer_id!: number;
  warehouse_id: number | null = null;
  name!: string;
  description: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ProjectSchema = new EntitySchema<Project>({
  class: Project,
  tableName: 'projects',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<Project>(PROJECT_SPEC),
    ...timestamps<Project>(),
    // Staff's columns come from PROJECT_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** One task of a project: a label naming the kind of work (which sets its rate), how many units, at what cost. */
export class ProjectTask {
  id!: number;
  project_id!: number;
  customer_id!: number;
  warehouse_id: number | null = null;
  description: string | null = null;
  label: string | null = null;
  quantity = 0;
  cost_per_unit: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ProjectTaskSchema = new EntitySchema<ProjectTask>({
  class: ProjectTask,
  tableName: 'project_tasks',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    project_id: { type: 'integer' },
    customer_id: { type: 'integer' },
    ...specProperties<ProjectTask>(PROJECT_TASK_SPEC),
    ...timestamps<ProjectTask>(),
    // Staff's columns come from PROJECT_TASK_SPEC, which the compiler cannot map key by key.
  } as never,
});
