import type { RequestContext } from '../context';
import { badInput, conflict, invalidInput } from '../../shared/errors';
import { META_RESOURCE_TYPES, type MetaKey } from './entities';
import { declaredKeys, insertMetaKey, mergeIntoLocked, metaKeyNamed, metaKeys } from './store';

export interface MetaFieldsInput {
  fields?: unknown;
  association_fields?: unknown;
}

/** Meta values must use keys the customer declared for the resource type, and be plain JSON scalars. */
export async function checkMetaFields(ctx: RequestContext, customerId: number, resourceType: string, input: MetaFieldsInput, field: string) {
  if (input.association_fields != null && (typeof input.association_fields !== 'object' || Object.keys(input.association_fields).length)) {
    throw badInput(`${field}.association_fields`, `${resourceType} has no associations that carry meta fields`);
  }
  const fields = (input.fields ?? {}) as Record<string, unknown>;
  if (typeof fields !== 'object' || Array.isArray(fields)) throw badInput(`${field}.fields`, 'must be an object of key/value pairs');
  const keys = Object.keys(fields);
  if (!keys.length) return fields;
  const declared = new Set((await declaredKeys(ctx, customerId, resourceType, keys)).map((k) => k.key));
  const errors = keys
    .filter((k) => !declared.has(k))
    .map((k) => ({ field: `${field}.fields.${k}`, message: `is not a declared meta key for ${resourceType}` }));
  for (const [k, v] of Object.entries(fields)) {
    if (v !== null && typeof v === 'object') errors.push({ field: `${field}.fields.${k}`, message: 'must be a string, number, boolean or null' });
  }
  if (errors.length) throw invalidInput(errors);
  return fields;
}

/** Merges checked meta fields into a resource's own: given keys replace, a null value removes a key. */
function mergeMetaFields(current: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current, ...fields };
  for (const [k, v] of Object.entries(fields)) if (v === null) delete merged[k];
  return merged;
}

/** PUT /<resource>/{id}/meta_fields: checks the keys against the resource type's declared ones and merges them in. */
export async function setMetaFields<T extends { customer_id: number; meta_fields: Record<string, unknown> }>(
  ctx: RequestContext,
  resource: T,
  resourceType: (typeof META_RESOURCE_TYPES)[number],
  input: MetaFieldsInput,
): Promise<T> {
  const checked = await checkMetaFields(ctx, resource.customer_id, resourceType, input, 'meta_fields');
  // Merged into what the row holds under its lock: two merges at once both keep their keys.
  await mergeIntoLocked(ctx, resource, (locked) => void (locked.meta_fields = mergeMetaFields(locked.meta_fields, checked)));
  return resource;
}

/** A resource's meta fields as the V2 API shows them. */
export const metaFieldsOf = (resource: { meta_fields: Record<string, unknown> | null }) => ({ fields: resource.meta_fields ?? {}, association_fields: {} });

export interface MetaKeyInput {
  resource_type: string;
  key: string;
  description?: string | null;
}

/** Declares a meta key for the request's customer. */
export async function createMetaKey(ctx: RequestContext, input: MetaKeyInput): Promise<MetaKey> {
  if (ctx.customerId == null) throw badInput('X-Customer-Id', 'is required for a staff client declaring meta keys');
  if (!META_RESOURCE_TYPES.includes(input.resource_type as never)) {
    throw badInput('resource_type', `must be one of ${META_RESOURCE_TYPES.join(', ')}`);
  }
  const key = input.key?.trim();
  if (!key || key.length > 255 || !/^[A-Za-z0-9_.-]+$/.test(key)) throw badInput('key', 'must be 1-255 letters, digits, _ . or -');
  if (await metaKeyNamed(ctx, ctx.customerId, input.resource_type, key)) {
    throw conflict('key', `is already declared for ${input.resource_type}`);
  }
  return insertMetaKey(ctx, { customer_id: ctx.customerId, resource_type: input.resource_type, key, description: input.description ?? null });
}

export const listMetaKeys = (ctx: RequestContext, resourceType?: string | null): Promise<MetaKey[]> => metaKeys(ctx, resourceType);
