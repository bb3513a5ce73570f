import { Client } from 'pg';
import type { Logger } from 'pino';
import type { Caller } from '../context';

/** The channel the database announces token and client changes on (migration auth_changes). */
const CHANNEL = 'forklift_auth';
/**
 * A cached caller is asked for again after this long even if no change was announced: a safety net
 * for changes no trigger sees (a TRUNCATE, triggers disabled by a restore), not the mechanism.
 */
const MAX_AGE_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;

interface Entry {
  caller: Caller;
  /** When the token expires or the entry grows too old, whichever comes first. */
  until: number;
}

/** Changes this process made itself: they clear every cache in it at once, before any NOTIFY arrives. */
let localChanges = 0;

/** Says that a token or client was revoked here (the revoking request is answered before the NOTIFY is read). */
export function credentialsChanged(): void {
  localChanges += 1;
}

/**
 * Bearer tokens this instance has checked, by hash, so a request waits on no authentication
 * statement. It is trusted only while its LISTEN connection is up: a trigger NOTIFYs every change
 * to a token or client, from any instance, the CLI or plain SQL, and each drops what it cached
 * (by generation, so a lookup that raced a change is not cached). While the connection is down
 * nothing is cached, and a reconnect starts empty.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private client: Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private stopped = false;
  private seenLocal = localChanges;
  /** Advanced by every change: a lookup started before it must not be cached. */
  private generationCount = 0;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.connect().catch((err) => this.retry(err));
  }

  /** The generation a lookup starts in; pass it back to set(). */
  get generation(): number {
    this.catchUpLocal();
    return this.generationCount;
  }

  get(hash: string): Caller | undefined {
    if (!this.client) return undefined;
    this.catchUpLocal();
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.caller;
    this.entries.delete(hash);
    return undefined;
  }

  set(hash: string, caller: Caller, expiresAt: Date, generation: number): void {
    if (!this.client || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { caller, until: Math.min(expiresAt.getTime(), Date.now() + MAX_AGE_MS) });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.client;
    this.drop();
    await client?.end().catch(() => undefined);
  }

  private catchUpLocal(): void {
    if (this.seenLocal === localChanges) return;
    this.seenLocal = localChanges;
    this.invalidate(null);
  }

  /** Drops one token's entry (`token:<hash>`), one client's (`client:<id>`), or everything (null). */
  private invalidate(change: string | null): void {
    this.generationCount += 1;
    const [kind, key] = change?.split(':') ?? [];
    if (kind === 'token') this.entries.delete(key);
    else if (kind === 'client') {
      for (const [hash, entry] of this.entries) if (String(entry.caller.apiClientId) === key) this.entries.delete(hash);
    } else this.entries.clear();
  }

  private drop(): void {
    this.client = null;
    this.invalidate(null);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: 'forklift-auth-cache' });
    client.on('notification', (message) => this.invalidate(message.payload ?? null));
    client.on('error', (err) => {
      if (this.client !== client) return;
      this.drop();
      void client.end().catch(() => undefined);
      this.retry(err);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.stopped) return void (await client.end());
    this.invalidate(null);
    this.client = client;
  }

  private retry(err: unknown): void {
    if (this.stopped) return;
    this.logger.warn({ err }, 'auth change feed unavailable; tokens are checked on every request until it is back');
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.connect().catch((e) => this.retry(e));
    }, RECONNECT_MS);
    this.reconnect.unref();
  }
}
