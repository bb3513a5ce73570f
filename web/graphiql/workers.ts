/**
 * Where Monaco (GraphiQL's editor) finds its web workers: the files scripts/build-graphiql.js bundles
 * next to this script. Imported before GraphiQL, which reads it when its first editor starts.
 */
const workerFiles: Record<string, string> = { json: 'json.worker.js', graphql: 'graphql.worker.js' };

(globalThis as { MonacoEnvironment?: unknown }).MonacoEnvironment = {
  getWorker: (_id: string, label: string) => new Worker(new URL(workerFiles[label] ?? 'editor.worker.js', import.meta.url)),
};
