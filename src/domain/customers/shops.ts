import type { RequestContext } from '../context';
import { invalidInput, notFound, type FieldError } from '../../shared/errors';
import { checkDestination } from '../webhooks/endpoint';
import { newSecret } from '../webhooks/signing';
import type { Shop } from './entities';
import { shopWithId, writeCustomers } from './store';

export interface ShopUpdateInput {
  sync_enabled?: boolean | null;
  sync_url?: string | null;
}

/**
 * The shop's sync setting (its owner or staff: the tenant filter hides other customers' shops).
 * A sync_url is checked as a webhook endpoint is; the first one gives the shop a signing secret.
 */
export async function updateShop(ctx: RequestContext, id: number, input: ShopUpdateInput): Promise<Shop> {
  const shop = await shopWithId(ctx, id);
  if (!shop) throw notFound('Shop', id);
  const errors: FieldError[] = [];
  if (input.sync_enabled === null) errors.push({ field: 'sync_enabled', message: 'must not be null' });
  const url = input.sync_url == null ? input.sync_url : await checkDestination(ctx.destinations, 'sync_url', input.sync_url, errors);
  if (errors.length) throw invalidInput(errors);
  if (input.sync_enabled != null) shop.sync_enabled = input.sync_enabled;
  if (url !== undefined) shop.sync_url = url;
  if (shop.sync_url && !shop.sync_secret) shop.sync_secret = newSecret();
  await writeCustomers(ctx);
  return shop;
}
