/** A request to a server by URL (a child process's), answered or not within timeoutMs. */
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  ms: number;
}

export async function call<T = any>(base: string, method: string, path: string, options: { token?: string; json?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body: body as T, ms: performance.now() - started };
}

/** A client_credentials token from the server at base. */
export async function tokenFor(base: string, clientId: string, secret: string): Promise<string> {
  const res = await call(base, 'POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise's value, or 'timed out' after ms; the timer does not outlive the race. */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
