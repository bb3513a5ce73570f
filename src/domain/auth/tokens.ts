import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 7200;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** 256 random bits, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const newClientId = () => randomBytes(16).toString('hex');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
