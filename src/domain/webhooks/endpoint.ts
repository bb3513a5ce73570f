import type { FieldError } from '../../shared/errors';
import type { Destinations } from './destination';
import { whsecProblem } from './signing';

const MAX_URL = 2048;
const MIN_SECRET = 16;
const MAX_SECRET = 255;

/**
 * A webhook endpoint or shop sync_url: an absolute http(s) URL the worker may POST to. Anything a
 * browser-style parser would also accept loosely (a relative path, `http:host`, a scheme such as
 * javascript: or file:) is refused, as are embedded credentials, which would be logged with the URL.
 */
function checkEndpoint(field: string, value: unknown, errors: FieldError[]): string | undefined {
  const fail = (message: string) => void errors.push({ field, message });
  if (value == null || value === '') return fail('is required');
  if (typeof value !== 'string') return fail('must be a string');
  if (value.length > MAX_URL) return fail(`must be at most ${MAX_URL} characters`);
  if (value.includes('\u0000')) return fail('must not contain NUL characters');
  // new URL() silently strips surrounding blanks and tabs or newlines inside: the URL stored must be the one posted to.
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return fail('must not contain whitespace or control characters');
  if (!/^https?:\/\//i.test(value)) return fail('must be an absolute http or https URL');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('must be an absolute http or https URL');
  if (!url.hostname) return fail('must name a host');
  if (url.username || url.password) return fail('must not contain credentials (user:password@)');
  return value;
}

/** checkEndpoint, then where its host resolves: loopback, private, link-local and metadata hosts are refused (destination.ts). */
export async function checkDestination(destinations: Destinations, field: string, value: unknown, errors: FieldError[]): Promise<string | undefined> {
  const url = checkEndpoint(field, value, errors);
  if (url === undefined) return undefined;
  const refused = await destinations.check(new URL(url));
  if (refused) return void errors.push({ field, message: refused });
  return url;
}

/**
 * A caller's own signing secret, or undefined when it gave none. In the Standard Webhooks form
 * (whsec_ and base64) it must be a valid one, since its key is what webhook-signature is keyed
 * with; any other string of at least 16 characters is taken as its own bytes (signing.ts).
 */
export function checkSecret(field: string, value: unknown, errors: FieldError[]): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'string' || value.length < MIN_SECRET) return void errors.push({ field, message: `must be at least ${MIN_SECRET} characters` });
  if (value.length > MAX_SECRET) return void errors.push({ field, message: `must be at most ${MAX_SECRET} characters` });
  if (/[\u0000-\u001f\u007f]/.test(value)) return void errors.push({ field, message: 'must not contain control characters' });
  const problem = whsecProblem(value);
  if (problem) return void errors.push({ field, message: problem });
  return value;
}
