import type { FieldError } from '../../shared/errors';

const MAX_URL_LENGTH = 2048;

/** A document is fetched by the warehouse from its URL: only an absolute http(s) address will do. */
export function checkUrl(url: string, errors: FieldError[]): void {
  if (!url.trim()) {
    errors.push({ field: 'url', message: 'is required' });
    return;
  }
  if (url.length > MAX_URL_LENGTH) {
    errors.push({ field: 'url', message: `is longer than ${MAX_URL_LENGTH} characters` });
    return;
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    /* reported below */
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
    errors.push({ field: 'url', message: 'must be an absolute http or https URL' });
  }
}
