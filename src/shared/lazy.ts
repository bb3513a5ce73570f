/**
 * A value made the first time it is asked for, then kept: for start-up work that only some servers
 * ever need (the OpenAPI document, GraphiQL's introspection: about a third of a start's CPU between
 * them, spent again by every test file's server and every restart).
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
