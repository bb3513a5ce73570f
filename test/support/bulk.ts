import type { Answer, TestApp } from './app';
import { eventually } from './wait';

/** The job a POST /orders/bulk answer names (each row's result reads "… bulk job <id> …"). */
export const bulkJobId = (res: Answer): number => Number(/bulk job (\d+)/.exec(res.body[0].result)![1]);

/** Polls GET /orders/bulk/{id} until the job has completed, and returns it (a 1,000-order job takes a while on a loaded machine). */
export const completedBulkJob = (app: TestApp, id: number, token = app.tokens.a, timeoutMs = 50_000): Promise<any> =>
  eventually(async () => {
    const job = (await app.rest('GET', `/api/v2/orders/bulk/${id}`, { token })).body;
    return job.status === 'completed' ? job : undefined;
  }, `bulk job ${id} to complete`, timeoutMs);
