import type { RequestContext } from '../context';
import { invalidInput, notFound, type FieldError } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import { owningCustomer } from '../customers/service';
import { Template } from './entities';
import { addTemplate, clearDefault, findTemplate, removeTemplate, templatePage, writeChanges } from './store';
import { TEMPLATE_TYPES, templateType, type TemplateType } from './types';

export interface TemplateUpdateInput {
  name?: string | null;
  content?: string | null;
  size?: string | null;
  default?: boolean | null;
}

export interface TemplateCreateInput extends TemplateUpdateInput {
  name: string;
  template_type_id: number;
  content: string;
  customer_id?: number | null;
}

const MAX_NAME_LENGTH = 255;
/** Room for a styled HTML page with inline images' references, not for the images themselves. */
const MAX_CONTENT_LENGTH = 200_000;

export async function getTemplate(ctx: RequestContext, id: number): Promise<Template> {
  const template = await findTemplate(ctx, id);
  if (!template) throw notFound('Template', id);
  return template;
}

export const listTemplates = (ctx: RequestContext, args: ListArgs) => templatePage(ctx, args);

/** The template's type (the catalog holds every type a template was written with). */
export const typeOf = (template: Template): TemplateType => templateType(template.template_type_id)!;

/** Field rules for a create (every field) or an update (the given ones), against the template's type. */
function checkFields(input: TemplateUpdateInput, type: TemplateType | undefined, errors: FieldError[]): void {
  for (const field of ['name', 'content'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null || !value.trim()) errors.push({ field, message: 'is required' });
  }
  if (input.name && input.name.length > MAX_NAME_LENGTH) errors.push({ field: 'name', message: `is longer than ${MAX_NAME_LENGTH} characters` });
  if (input.content && input.content.length > MAX_CONTENT_LENGTH) errors.push({ field: 'content', message: `is longer than ${MAX_CONTENT_LENGTH} characters` });
  if (input.size != null && type && !type.valid_sizes.includes(input.size)) errors.push({ field: 'size', message: `must be one of ${type.valid_sizes.join(', ')} for a ${type.name}` });
  if (input.default === null) errors.push({ field: 'default', message: 'must not be null' });
}

export async function createTemplate(ctx: RequestContext, input: TemplateCreateInput): Promise<Template> {
  const customerId = await owningCustomer(ctx, input.customer_id);
  const errors: FieldError[] = [];
  const type = templateType(input.template_type_id);
  if (!type) errors.push({ field: 'template_type_id', message: `must be one of ${TEMPLATE_TYPES.map((t) => `${t.id} (${t.name})`).join(', ')}` });
  checkFields(input, type, errors);
  if (errors.length) throw invalidInput(errors);
  const template = Object.assign(new Template(), {
    customer_id: customerId, name: input.name.trim(), template_type_id: type!.id, content: input.content, size: input.size ?? null, default: input.default ?? false,
  });
  if (template.default) await clearDefault(ctx, customerId, template.template_type_id, null);
  await addTemplate(ctx, template);
  return template;
}

/** Changes the given fields; the type is fixed (a template of another type is a new template). */
export async function updateTemplate(ctx: RequestContext, id: number, input: TemplateUpdateInput): Promise<Template> {
  const template = await getTemplate(ctx, id);
  const errors: FieldError[] = [];
  checkFields(input, typeOf(template), errors);
  if (errors.length) throw invalidInput(errors);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (typeof changes.name === 'string') changes.name = changes.name.trim();
  if (changes.default === true) await clearDefault(ctx, template.customer_id, template.template_type_id, template.id);
  Object.assign(template, changes);
  await writeChanges(ctx);
  return template;
}

export async function deleteTemplate(ctx: RequestContext, id: number): Promise<Template> {
  const template = await getTemplate(ctx, id);
  const removed = Object.assign(new Template(), template);
  await removeTemplate(ctx, template);
  return removed;
}
