/** A JSON call to the service as any client makes it; the parsed answer with its status. */
export async function call<T = any>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text for the error message */
  }
  return { status: res.status, body: parsed as T };
}

/** A GraphQL operation; throws on an HTTP failure or GraphQL errors. */
export async function gql<T = any>(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await call<{ data?: T; errors?: unknown[] }>(baseUrl, token, 'POST', '/graphql', { query, variables });
  if (status !== 200 || body.errors || !body.data) throw new Error(`GraphQL: HTTP ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** A small deterministic generator, so every run asks for the same orders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
