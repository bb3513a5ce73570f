export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __embedded?: { stop(): Promise<void> } }).__embedded?.stop();
}
