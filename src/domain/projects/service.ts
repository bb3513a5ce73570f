import type { RequestContext } from '../context';
import { requireStaff } from '../common/access';
import { checkColumns } from '../common/columns';
import { invalidInput, notFound, type FieldError } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import { owningCustomer } from '../customers/service';
import { customerWarehouse } from '../warehouses/service';
import { Project, ProjectTask } from './entities';
import { PROJECT_SPEC, PROJECT_TASK_SPEC } from './fields';
import { addProject, addTask, findProject, taskCount, taskPage } from './store';

export interface ProjectCreateInput {
  customer_id?: number | null;
  warehouse_id?: number | null;
  name: string;
  description?: string | null;
}

export interface ProjectTaskCreateInput {
  label: string;
  description?: string | null;
  quantity?: number | null;
  cost_per_unit?: number | null;
  warehouse_id?: number | null;
}

export async function getProject(ctx: RequestContext, id: number): Promise<Project> {
  const project = await findProject(ctx, id);
  if (!project) throw notFound('Project', id);
  return project;
}

export async function listProjectTasks(ctx: RequestContext, projectId: number, args: ListArgs) {
  await getProject(ctx, projectId);
  return taskPage(ctx, projectId, args);
}

export async function countProjectTasks(ctx: RequestContext, projectId: number, search?: string | null) {
  await getProject(ctx, projectId);
  return taskCount(ctx, projectId, search);
}

/** A required text given blank is as good as missing (its width and presence are column rules). */
function requireText(value: string | null | undefined, field: string, errors: FieldError[]): void {
  if (typeof value === 'string' && !value.trim()) errors.push({ field, message: 'is required' });
}

/** Staff open a project for a customer, in one of the customer's warehouses (its first by default). */
export async function createProject(ctx: RequestContext, input: ProjectCreateInput): Promise<Project> {
  requireStaff(ctx, 'project_create');
  const customerId = await owningCustomer(ctx, input.customer_id);
  const errors = checkColumns(PROJECT_SPEC, input, { creating: true });
  requireText(input.name, 'name', errors);
  if (errors.length) throw invalidInput(errors);
  const warehouseId = await customerWarehouse(ctx, customerId, input.warehouse_id);
  const project = Object.assign(new Project(), { customer_id: customerId, warehouse_id: warehouseId, name: input.name.trim(), description: input.description ?? null });
  await addProject(ctx, project);
  return project;
}

/** Staff record work done on a project; the task belongs to the project's customer and (unless named) its warehouse. */
export async function createProjectTask(ctx: RequestContext, projectId: number, input: ProjectTaskCreateInput): Promise<ProjectTask> {
  requireStaff(ctx, 'project_task_create');
  const project = await getProject(ctx, projectId);
  const errors = checkColumns(PROJECT_TASK_SPEC, input, { creating: true });
  requireText(input.label, 'label', errors);
  if (errors.length) throw invalidInput(errors);
  const warehouseId = input.warehouse_id != null ? await customerWarehouse(ctx, project.customer_id, input.warehouse_id) : project.warehouse_id;
  const task = Object.assign(new ProjectTask(), {
    project_id: project.id,
    customer_id: project.customer_id,
    warehouse_id: warehouseId,
    label: input.label.trim(),
    description: input.description ?? null,
    quantity: input.quantity ?? 0,
    cost_per_unit: input.cost_per_unit ?? null,
  });
  await addTask(ctx, task);
  return task;
}
