import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps } from '../common/entity';

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
    warehouse_id: { type: 'integer', nullable: true },
    name: { type: 'string' },
    description: { type: 'text', nullable: true },
    ...timestamps<Project>(),
  },
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
    warehouse_id: { type: 'integer', nullable: true },
    description: { type: 'text', nullable: true },
    label: { type: 'string', nullable: true },
    quantity: { type: 'integer' },
    cost_per_unit: { type: 'double', columnType: 'double precision', runtimeType: 'number', nullable: true },
    ...timestamps<ProjectTask>(),
  },
});
