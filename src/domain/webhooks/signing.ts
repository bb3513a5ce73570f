import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' mark of a secret that carries its key base64-encoded after it. */
const WHSEC = 'whsec_';
/** Key bytes a whsec_ secret may hold: Standard Webhooks asks for 24 to 64. */
const MIN_KEY = 24;
const MAX_KEY = 64;

/** 32 random bytes in the Standard Webhooks form: what a new subscription or shop sync is signed with. */
export const newSecret = () => WHSEC + randomBytes(32).toString('base64');

/**
 * Why a secret in the whsec_ form is not a valid one, or null (as for a secret in any other form): it
 * must be canonical, padded base64 (what the official libraries decode) of MIN_KEY to MAX_KEY bytes.
 */
export function whsecProblem(secret: string): string | null {
  if (!secret.startsWith(WHSEC)) return null;
  const encoded = secret.slice(WHSEC.length);
  const key = Buffer.from(encoded, 'base64');
  if (key.toString('base64') !== encoded) return 'must be standard base64 (with its padding) after whsec_';
  if (key.length < MIN_KEY || key.length > MAX_KEY) return `must hold ${MIN_KEY} to ${MAX_KEY} bytes after whsec_ (it holds ${key.length})`;
  return null;
}

/**
 * The key of `webhook-signature`: a whsec_ secret's decoded bytes, as the official libraries take
 * it; any other secret (hex ones made before whsec_, a caller's own string, one stored before
 * whsec_ was checked that is no valid whsec_) is its own bytes, so what existing receivers check is unchanged.
 */
const standardKey = (secret: string) => (secret.startsWith(WHSEC) && !whsecProblem(secret) ? Buffer.from(secret.slice(WHSEC.length), 'base64') : secret);

/**
 * A delivery's signature headers. X-Service-Signature (V2): the hex HMAC-SHA256 of the body keyed
 * with the secret string as handed out, whatever its form, since that is what a V2 receiver holds.
 * webhook-signature (Standard Webhooks): "v1," and the base64 HMAC-SHA256 of
 * "<webhook-id>.<webhook-timestamp>.<body>" keyed with standardKey. The timestamp is signed, so a
 * receiver that refuses old ones (README: verifying) cannot be fed a captured delivery later.
 */
export function signatureHeaders(secret: string, id: string, timestamp: number, raw: string): Record<string, string> {
  return {
    'X-Service-Signature': createHmac('sha256', secret).update(raw).digest('hex'),
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.${raw}`).digest('base64')}`,
  };
}
