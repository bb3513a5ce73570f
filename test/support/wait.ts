/**
 * Polls until check returns a truthy value, and returns it, or fails after the deadline: for what
 * happens asynchronously (webhooks, jobs, sweeps, a process starting). A test waits for the condition
 * it needs rather than for a fixed time.
 */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
