import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ForkliftError } from '../shared/errors';
import { KEY_HEADER } from './request';

/** How long a key is remembered: a retry after this runs the request again. */
export const KEY_TTL_HOURS = 24;
/**
 * A holder renews its claim every third of this while its request runs; a claim not committed and
 * not renewed for this long belongs to a process that died, and a retry may take it over.
 */
export const LEASE_SECONDS = 30;
/** Older keys are ignored here, and deleted off the request path by the retention pruner (src/retention). */
const EXPIRED = `created_at < now() - interval '${KEY_TTL_HOURS} hours'`;
const ABANDONED = `claimed_at < clock_timestamp() - interval '${LEASE_SECONDS} seconds'`;
const SCOPE = 'api_client_id = ? and customer_id is not distinct from ? and key = ?';

/**
 * One statement: claim the key if it is new, and otherwise read the row that holds it. A row inserted by a
 * concurrent claim after this statement's snapshot is invisible to the read: no row, try again.
 */
const CLAIM_SQL = `
  with claimed as (
    insert into idempotency_keys (api_client_id, customer_id, key, fingerprint, claim, claimed_at)
    values (?, ?, ?, ?, ?, clock_timestamp())
    on conflict on constraint idempotency_keys_scope_uq do nothing
    returning *
  )
  select *, true as mine, false as expired, false as abandoned from claimed
  union all
  select *, false, ${EXPIRED}, ${ABANDONED} from idempotency_keys where ${SCOPE} and not exists (select 1 from claimed)`;

/** Compare-and-swap on the claim seen: only one retry takes an expired or abandoned key over. */
const TAKEOVER_SQL = `
  update idempotency_keys set claim = ?, fingerprint = ?, claimed_at = clock_timestamp(), committed_at = null,
    response_status = null, response_headers = null, response_body = null,
    created_at = case when ${EXPIRED} then now() else created_at end
  where id = ? and claim = ? and (${EXPIRED} or (committed_at is null and ${ABANDONED}))
  returning id`;

interface KeyRow {
  id: string;
  claim: string;
  fingerprint: string;
  committed_at: Date | null;
  response_status: number | null;
  response_headers: Record<string, string | string[]> | null;
  response_body: Buffer | null;
  mine: boolean;
  expired: boolean;
  abandoned: boolean;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface KeyScope {
  apiClientId: number;
  customerId: number | null;
  key: string;
}

type Connection = ReturnType<EntityManager['getConnection']>;

/** A key this request holds. Only the holder's statements match the row (`claim = ?`). */
export class Claim {
  constructor(
    private readonly connection: Connection,
    private readonly id: string,
    private readonly claim: string,
  ) {}

  /**
   * Written in the mutation's own transaction, just before it commits: the change and the mark
   * commit together or not at all. No row means a retry took the key over (this holder's lease ran
   * out): the mutation must not commit, and the error rolls it back.
   */
  async markCommitted(em: EntityManager): Promise<void> {
    const rows = await em.execute(
      'update idempotency_keys set committed_at = coalesce(committed_at, clock_timestamp()), claimed_at = clock_timestamp() where id = ? and claim = ? returning id',
      [this.id, this.claim],
    );
    if (!rows.length) {
      throw new ForkliftError('CONFLICT', `another request took this ${KEY_HEADER} over; nothing was changed`, [{ field: KEY_HEADER, message: 'was taken over by a retry' }]);
    }
  }

  async renew(): Promise<void> {
    await this.connection.execute('update idempotency_keys set claimed_at = clock_timestamp() where id = ? and claim = ?', [this.id, this.claim]);
  }

  async store(response: StoredResponse): Promise<void> {
    await this.connection.execute(
      'update idempotency_keys set response_status = ?, response_headers = ?, response_body = ? where id = ? and claim = ?',
      [response.status, JSON.stringify(response.headers), response.body, this.id, this.claim],
    );
  }

  /** Frees the key for a retry, unless the request committed: that one must never run twice. */
  async release(): Promise<void> {
    await this.connection.execute('delete from idempotency_keys where id = ? and claim = ? and committed_at is null', [this.id, this.claim]);
  }
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'refused'; error: ForkliftError };

const inProgress = () =>
  new ForkliftError('CONFLICT', `a request with this ${KEY_HEADER} is in progress`, [{ field: KEY_HEADER, message: 'is held by a request in progress; retry later' }]);

/**
 * A committed request whose holder died before storing the answer. It must not run again, and its
 * answer cannot be rebuilt faithfully (the resource may have changed since), so the caller is told
 * to look the result up.
 */
const responseLost = () =>
  new ForkliftError('CONFLICT', `the request with this ${KEY_HEADER} completed, but its response was lost; look its result up instead of retrying`, [
    { field: KEY_HEADER, message: 'belongs to a completed request whose response was lost' },
  ]);

const mismatch = () =>
  new ForkliftError('BAD_USER_INPUT', `${KEY_HEADER} was already used for a different request`, [
    { field: KEY_HEADER, message: 'was already used for a different request (method, path, query, body or X-Shop-Id differ)' },
  ]);

/** How often a claim is tried when the row it conflicts with keeps changing under it. */
const CLAIM_ATTEMPTS = 3;

/** Claims the key for this request, or says what to answer instead. */
export async function claimKey(connection: Connection, scope: KeyScope, fingerprint: string): Promise<ClaimOutcome> {
  const { apiClientId, customerId, key } = scope;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const claim = randomUUID();
    const [row] = await connection.execute<KeyRow[]>(CLAIM_SQL, [apiClientId, customerId, key, fingerprint, claim, apiClientId, customerId, key]);
    if (!row) continue;
    if (row.mine) return { kind: 'claimed', claim: new Claim(connection, row.id, claim) };
    const takeOver = row.expired || (row.fingerprint === fingerprint && row.response_status == null && row.committed_at == null && row.abandoned);
    if (takeOver) {
      const taken = await connection.execute<{ id: string }[]>(TAKEOVER_SQL, [claim, fingerprint, row.id, row.claim]);
      if (taken.length) return { kind: 'claimed', claim: new Claim(connection, row.id, claim) };
      continue;
    }
    if (row.fingerprint !== fingerprint) return { kind: 'refused', error: mismatch() };
    if (row.response_status != null) return { kind: 'replay', response: { status: row.response_status, headers: row.response_headers ?? {}, body: row.response_body ?? Buffer.alloc(0) } };
    return { kind: 'refused', error: row.committed_at && row.abandoned ? responseLost() : inProgress() };
  }
  return { kind: 'refused', error: inProgress() };
}
