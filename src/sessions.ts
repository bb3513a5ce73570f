import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './db/unavailable';
import { sha256 } from './domain/auth/tokens';
import type { Db } from './db/store';
import { tokenStates } from './domain/auth/store';

/** graphql-ws's own codes for an unauthenticated and a forbidden session. */
const CLOSE_EXPIRED = 4401;
const CLOSE_REVOKED = 4403;

/** Hashes looked up per statement. */
const BATCH = 500;

/**
 * This instance's graphql-ws sessions and the token each authenticated with. Every `checkMs` one
 * statement reads those tokens' state and closes the sessions whose token was revoked (by
 * /oauth/revoke or a revoked client: 4403) or has expired (4401). The state is read from the
 * database, so a revocation made through any instance, or in SQL, ends sessions on all of them.
 */
export class LiveSessions {
  private readonly tokens = new Map<WebSocket, string>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly checkMs: number,
  ) {}

  /** Called once connection_init has authenticated the socket with `authorization`. */
  add(socket: WebSocket, authorization: string | undefined): void {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!token) return;
    this.tokens.set(socket, sha256(token));
    socket.once('close', () => this.tokens.delete(socket));
  }

  start(): void {
    this.timer = setInterval(() => void this.check(), this.checkMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async check(): Promise<void> {
    if (this.checking || !this.tokens.size) return;
    this.checking = true;
    try {
      const hashes = [...new Set(this.tokens.values())];
      const ended = new Map<string, 'revoked' | 'expired'>();
      for (let i = 0; i < hashes.length; i += BATCH) {
        const batch = hashes.slice(i, i + BATCH);
        const rows = await tokenStates(this.db, batch);
        for (const row of rows) if (row.state !== 'live') ended.set(row.token_hash, row.state);
      }
      for (const [socket, hash] of this.tokens) {
        const state = ended.get(hash);
        if (!state) continue;
        this.tokens.delete(socket);
        socket.close(state === 'revoked' ? CLOSE_REVOKED : CLOSE_EXPIRED, state === 'revoked' ? 'the token was revoked' : 'the token expired');
      }
    } catch (err) {
      // While the database is away nothing can be checked; the next round does.
      if (!isDatabaseUnavailable(err)) this.logger.error({ err }, 'live session check failed');
    } finally {
      this.checking = false;
    }
  }
}
