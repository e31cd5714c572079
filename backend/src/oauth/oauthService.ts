// OAuth 2 authorisation code grant with PKCE (RFC 6749 §4.1, RFC 7636) for
// third-party apps registered on a realm. The viewer signs in on the realm's
// /authorize page; the app gets a code at its registered redirect URI and
// exchanges it, with the PKCE verifier, for a session of that viewer.
//
// - Clients are per realm; redirect URIs match exactly (no prefix, no wildcard).
// - Only S256 challenges: `plain` would let whoever sees the code redeem it.
// - Codes live 60 s, are kept hashed and are good once. A code presented again
//   ends the session the first exchange opened (RFC 6749 §4.1.2): a code seen
//   twice has leaked.
import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { Queryable } from '../db/database.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { findRealmById, type Realm } from '../realm/realmRepository.ts';
import { openSession, revokeSession, type SessionDevice } from '../session/sessionService.ts';
import type { Account } from '../user/accounts.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const OAUTH_CODE_TTL_SECONDS = 60;

export interface OAuthClient {
  id: number;
  realmId: number;
  clientId: string;
  name: string;
  redirectUris: string[];
  createdAt: Date;
}

const clientColumns = `id, realm_id as "realmId", client_id as "clientId", name, redirect_uris as "redirectUris", created_at as "createdAt"`;

export async function findClient(db: Queryable, realmId: number, clientId: string): Promise<OAuthClient | null> {
  const [row] = await db.query<OAuthClient & Record<string, unknown>>(
    `select ${clientColumns} from oauth_client where realm_id = $1 and client_id = $2`,
    [realmId, clientId],
  );
  return row ?? null;
}

export async function listClients(db: Queryable, realmId: number): Promise<OAuthClient[]> {
  return db.query<OAuthClient & Record<string, unknown>>(
    `select ${clientColumns} from oauth_client where realm_id = $1 order by created_at, id`,
    [realmId],
  );
}

/**
 * A redirect URI a client may register: absolute, no fragment (RFC 6749
 * §3.1.2), https — or http only to a loopback host, for native and local apps
 * (RFC 8252 §7.3). Returns the reason it is refused, or null.
 */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.hash || uri.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not carry credentials';
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopback) return null;
  return 'must use https (http only for localhost)';
}

export async function registerClient(
  db: Queryable,
  realm: Realm,
  input: { clientId: string; name: string; redirectUris: string[] },
): Promise<OAuthClient> {
  for (const uri of input.redirectUris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new ApiError(400, 'INVALID_REDIRECT_URI', `Redirect URI "${uri}" ${problem}`, { field: 'redirectUris' });
  }
  const rows = await db.query<OAuthClient & Record<string, unknown>>(
    `insert into oauth_client (realm_id, client_id, name, redirect_uris) values ($1, $2, $3, $4)
     on conflict (realm_id, client_id) do nothing
     returning ${clientColumns}`,
    [realm.id, input.clientId, input.name.trim(), [...new Set(input.redirectUris)]],
  );
  if (!rows[0]) throw new ApiError(409, 'CONFLICT', `A client "${input.clientId}" is already registered on this realm`);
  return rows[0];
}

/** The client asking, if it is registered on the realm with exactly this redirect URI. */
export async function requireClient(db: Queryable, realm: Realm, clientId: string, redirectUri: string): Promise<OAuthClient> {
  const client = await findClient(db, realm.id, clientId);
  if (!client) throw new ApiError(400, 'INVALID_CLIENT', 'No app with this client id is registered on this realm');
  if (!client.redirectUris.includes(redirectUri)) {
    throw new ApiError(400, 'INVALID_REDIRECT_URI', 'The redirect URI is not registered for this app');
  }
  return client;
}

export interface AuthorizationRequest {
  responseType: string;
  clientId: string;
  redirectUrl: string;
  state: string | null;
  codeChallenge: string;
  codeChallengeMethod: string;
  credentials: { id: string; secret: string };
}

/**
 * The app's side of an authorisation request: checked before the viewer's
 * credentials, so a request for an unregistered redirect URI never learns
 * whether a password was right.
 */
export async function checkAuthorizationRequest(
  deps: BackendDeps,
  realm: Realm,
  request: Omit<AuthorizationRequest, 'credentials'>,
): Promise<OAuthClient> {
  if (request.responseType !== 'code') {
    throw new ApiError(400, 'UNSUPPORTED_RESPONSE_TYPE', 'Only response_type "code" is supported');
  }
  const client = await requireClient(deps.db, realm, request.clientId, request.redirectUrl);
  if (request.codeChallengeMethod !== 'S256') {
    throw new ApiError(400, 'INVALID_CODE_CHALLENGE_METHOD', 'code_challenge_method must be S256');
  }
  return client;
}

/**
 * Issues a code for an account that proved its credentials (credentials.ts)
 * to a client that passed `checkAuthorizationRequest`.
 */
export async function issueAuthorizationCode(
  deps: BackendDeps,
  client: OAuthClient,
  account: Account,
  request: Omit<AuthorizationRequest, 'credentials'>,
  deviceId: string,
): Promise<{ redirectUrl: string }> {
  const code = newSecret();
  await deps.db.query(
    `insert into oauth_code (client_id, user_id, code_hash, redirect_uri, code_challenge, expires_at, device_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      client.id,
      account.id,
      hashSecret(code),
      request.redirectUrl,
      request.codeChallenge,
      new Date(deps.now().getTime() + OAUTH_CODE_TTL_SECONDS * 1000),
      deviceId,
    ],
  );
  const target = new URL(request.redirectUrl);
  target.searchParams.set('code', code);
  if (request.state !== null) target.searchParams.set('state', request.state);
  return { redirectUrl: target.toString() };
}

/** RFC 7636 §4.6: BASE64URL(SHA256(verifier)) equals the challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export interface TokenRequest {
  grantType: string;
  code: string;
  codeVerifier: string;
  clientId: string;
  redirectUri: string;
}

export interface OAuthTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  /** The realm whose API the tokens are for (their `aud`). */
  realm: string;
}

/** An RFC 6749 §5.2 error, also in the platform's `{code, message}` form. */
function grantError(code: string, error: string, description: string): ApiError {
  return new ApiError(400, code, description, { error, error_description: description });
}

interface CodeRow extends Record<string, unknown> {
  id: number;
  userId: number;
  realmId: number;
  clientId: string;
  clientName: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: Date;
  usedAt: Date | null;
  sessionId: number | null;
  deviceId: string;
}

/**
 * Exchanges a code for a session of the viewer who authorised it. The code
 * names its realm, so the caller (the app's server, or its page through the
 * gateway's token endpoint) needs no Realm header.
 */
export async function exchangeAuthorizationCode(deps: BackendDeps, request: TokenRequest): Promise<OAuthTokens> {
  if (request.grantType !== 'authorization_code') {
    throw grantError('UNSUPPORTED_GRANT_TYPE', 'unsupported_grant_type', 'Only grant_type "authorization_code" is supported');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<CodeRow>(
      `select c.id, c.user_id as "userId", k.realm_id as "realmId", k.client_id as "clientId", k.name as "clientName",
              c.redirect_uri as "redirectUri", c.code_challenge as "codeChallenge", c.expires_at as "expiresAt",
              c.used_at as "usedAt", c.session_id as "sessionId", c.device_id as "deviceId"
         from oauth_code c join oauth_client k on k.id = c.client_id
        where c.code_hash = $1
        for update of c`,
      [hashSecret(request.code)],
    );
    const now = deps.now();
    if (!row) return { error: 'unknown' as const };
    if (row.usedAt) {
      // Seen twice: whoever holds the first session may not be the app.
      if (row.sessionId !== null) await revokeSession(tx, row.sessionId, now);
      return { error: 'reused' as const };
    }
    // Spent whatever happens next: a wrong verifier or client is an attack, not a typo.
    await tx.query(`update oauth_code set used_at = $2 where id = $1`, [row.id, now]);
    if (row.expiresAt.getTime() <= now.getTime()) return { error: 'expired' as const };
    if (row.clientId !== request.clientId || row.redirectUri !== request.redirectUri) return { error: 'client' as const };
    if (!pkceMatches(request.codeVerifier, row.codeChallenge)) return { error: 'pkce' as const };
    const realm = await findRealmById(tx, row.realmId);
    if (!realm) return { error: 'unknown' as const };
    const device: SessionDevice = { deviceId: row.deviceId, app: `oauth:${row.clientId}`, userAgent: row.clientName };
    const tokens = await openSession(tx, deps, { userId: row.userId, realm, device });
    // Remembered so that a replay of this code can end the session it opened.
    await tx.query(`update oauth_code set session_id = $2 where id = $1`, [row.id, decodeJwt(tokens.authorisationToken).sid]);
    return { tokens, realm };
  });
  switch (outcome.error) {
    case 'unknown':
    case 'expired':
      throw grantError('NO_OAUTH_CODE_FOUND', 'invalid_grant', 'The authorization code is unknown or has expired');
    case 'reused':
      throw grantError('NO_OAUTH_CODE_FOUND', 'invalid_grant', 'The authorization code was already used; its session has been ended');
    case 'client':
      throw grantError('NO_OAUTH_CODE_FOUND', 'invalid_grant', 'The authorization code was not issued to this client and redirect URI');
    case 'pkce':
      throw grantError('PKCE_VERIFICATION_FAILED', 'invalid_grant', 'The code verifier does not match the code challenge');
  }
  const { tokens, realm } = outcome as { tokens: Awaited<ReturnType<typeof openSession>>; realm: Realm };
  return {
    access_token: tokens.authorisationToken,
    refresh_token: tokens.refreshToken,
    token_type: 'Bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
    realm: realm.name,
  };
}
