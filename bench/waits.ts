import { Client } from 'pg';

/** How often the sampler looks: short against a create's ~10 ms database time, so short waits are seen. */
const INTERVAL_MS = 5;
/** A waiting statement is told by its first characters. */
const STATEMENT_CHARS = 120;

/**
 * What this database's backends were waiting on, summed over the sampled window: for each wait
 * event (`type:name`, as pg_stat_activity names it), backend-milliseconds spent in it.
 */
export interface WaitFigures {
  samples: number;
  /** Milliseconds from the first sample to the last. */
  windowMs: number;
  byEvent: Record<string, number>;
  /** Heavyweight locks (`Lock:*`: rows, transactions, relations) and lightweight ones (`LWLock:*`: buffers, WAL, the commit log...). */
  lockMs: number;
  /** Lock waits by the statement that waited (its first characters) and event, backend-milliseconds: where they come from. */
  lockedStatements: Record<string, number>;
  /** Transactions this database committed over the window, less the sampler's own. */
  commits: number;
}

export const isLock = (event: string) => event.startsWith('Lock:') || event.startsWith('LWLock:');

/**
 * Samples pg_stat_activity every INTERVAL_MS on a connection of its own: every busy backend of the
 * database in a wait event counts the time since the previous sample against that event. Sampling
 * misses waits shorter than the interval and overstates none on average, so lock wait per unit of
 * work is its sum over the work done. Commits come from pg_stat_database's xact_commit (a backend
 * reports it within a second of committing: a window of seconds is what it suits).
 */
export class WaitSampler {
  private client: Client | null = null;
  private running: Promise<WaitFigures> | null = null;
  private stopping = false;

  constructor(private readonly url: string) {}

  /** Connects, so that begin() starts sampling at once. */
  async open(): Promise<void> {
    this.client = new Client({ connectionString: this.url, application_name: 'bench-wait-sampler' });
    await this.client.connect();
  }

  begin(): void {
    this.running = this.loop();
  }

  async stop(): Promise<WaitFigures> {
    this.stopping = true;
    try {
      if (!this.running) throw new Error('the wait sampler was stopped before it began');
      return await this.running;
    } finally {
      await this.client?.end();
      this.client = null;
    }
  }

  private async commits(): Promise<number> {
    const { rows } = await this.client!.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = current_database()');
    return Number(rows[0].n);
  }

  private async loop(): Promise<WaitFigures> {
    const commitsBefore = await this.commits();
    const byEvent: Record<string, number> = {};
    const lockedStatements: Record<string, number> = {};
    const first = performance.now();
    let previous = first;
    let samples = 0;
    while (!this.stopping) {
      const { rows } = await this.client!.query<{ wait: string; statement: string | null; n: number }>(
        `select wait_event_type || ':' || wait_event as wait,
                case when wait_event_type in ('Lock', 'LWLock') then left(regexp_replace(query, '\\s+', ' ', 'g'), ${STATEMENT_CHARS}) end as statement,
                count(*)::int as n
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and wait_event is not null
         group by 1, 2`,
      );
      const now = performance.now();
      for (const { wait, statement, n } of rows) {
        byEvent[wait] = (byEvent[wait] ?? 0) + n * (now - previous);
        if (statement !== null) lockedStatements[`${wait} ${statement}`] = (lockedStatements[`${wait} ${statement}`] ?? 0) + n * (now - previous);
      }
      previous = now;
      samples++;
      await new Promise((r) => setTimeout(r, INTERVAL_MS));
    }
    // Each sample was a transaction of its own, and so is the read of the counter.
    const commits = (await this.commits()) - commitsBefore - samples - 1;
    const lockMs = Object.entries(byEvent).reduce((sum, [event, ms]) => sum + (isLock(event) ? ms : 0), 0);
    return { samples, windowMs: previous - first, byEvent, lockMs, lockedStatements, commits };
  }
}
