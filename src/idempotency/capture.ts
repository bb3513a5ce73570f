import type { Response } from 'express';
import type { StoredResponse } from './store';

/**
 * The headers a replay repeats: what the body means and where the resource is. Not the per-moment
 * ones (Date, rate limits, ETag, Content-Length, which is recomputed).
 */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'location', 'link', 'x-total-count'];

function keptHeaders(res: Response): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) kept[name] = Array.isArray(value) ? value : String(value);
  }
  return kept;
}

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (chunk == null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
};

/**
 * Hands the response, as the handler wrote it, to `onEnd` and only then lets it leave: a caller
 * that has its answer and retries finds it stored. Wraps `write` and `end`, which every way of
 * answering (res.json, res.send, Apollo's streaming) ends in. `onEnd` must not throw.
 */
export function holdEnd(res: Response, onEnd: (response: StoredResponse) => Promise<void>): void {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return write.apply(this, [chunk, ...rest] as never);
  } as typeof res.write;
  res.end = function (this: Response, ...args: unknown[]) {
    const buffer = toBuffer(args[0], args[1]);
    if (buffer) chunks.push(buffer);
    res.write = write;
    res.end = end;
    void onEnd({ status: res.statusCode, headers: keptHeaders(res), body: Buffer.concat(chunks) }).finally(() => end.apply(this, args as never));
    return this;
  } as typeof res.end;
}

/** Sends a stored response again, marked as a replay. */
export function replay(res: Response, response: StoredResponse): void {
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader('Idempotent-Replayed', 'true');
  res.end(response.body);
}
