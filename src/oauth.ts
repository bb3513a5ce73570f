import type { Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { OAuthError, grantToken } from './domain/auth/service';
import { revokeToken } from './domain/auth/revocation';
import { forkForAll } from './db/tenancy';

/** Client credentials may come in the body or, per RFC 6749 §2.3.1, as HTTP Basic auth. */
function basicCredentials(header: string | undefined): { client_id?: string; client_secret?: string } {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return {};
  const decoded = Buffer.from(match[1], 'base64').toString();
  const colon = decoded.indexOf(':');
  if (colon < 0) return {};
  return { client_id: decodeURIComponent(decoded.slice(0, colon)), client_secret: decodeURIComponent(decoded.slice(colon + 1)) };
}

type OAuthWork = (em: ReturnType<MikroORM['em']['fork']>, params: Record<string, unknown>) => Promise<object | void>;

/** An OAuth endpoint: credentials from Basic or the body, no caching, RFC 6749 §5.2 errors. */
function oauthEndpoint(orm: MikroORM, work: OAuthWork) {
  return async (req: Request, res: Response) => {
    const params = { ...basicCredentials(req.get('authorization')), ...(req.body ?? {}), ...(req.query ?? {}) };
    res.set('Cache-Control', 'no-store');
    try {
      const answer = await work(forkForAll(orm), params);
      // RFC 7009 §2.2: a revocation answers 200 with no content of note.
      res.json(answer ?? {});
    } catch (e) {
      if (!(e instanceof OAuthError)) throw e;
      if (e.status === 401) res.set('WWW-Authenticate', 'Basic realm="oauth"');
      res.status(e.status).json({ error: e.error, error_description: e.message, message: e.message, errors: [] });
    }
  };
}

/** POST /oauth/token */
export const tokenEndpoint = (orm: MikroORM) => oauthEndpoint(orm, grantToken);

/** POST /oauth/revoke (RFC 7009): an access or refresh token, client authentication as for /oauth/token. */
export const revocationEndpoint = (orm: MikroORM) => oauthEndpoint(orm, revokeToken);
