// What every mutation that starts a session does the same way: check a guest
// in, end the cookie session the new one replaces, and hand tokens to a client
// that asked for them in the body (TV and mobile apps).
import type { RestClient } from '../lib/restClient.ts';
import type { UpstreamTokens } from '../lib/upstream.ts';
import type { Session } from './session.ts';

/**
 * A guest session of the client's realm (`realmApi`); GUESTS_NOT_ALLOWED where the realm has none.
 * `headers` carry a captcha answer (security/challenge.ts) past the address's check-in allowance.
 */
export function checkInGuest(realmApi: RestClient, headers: Record<string, string> = {}): Promise<UpstreamTokens> {
  return realmApi.request('/api/v2/login/guest/checkin', { method: 'POST', auth: 'none', body: {}, headers });
}

/** The tokens as a BODY client receives them (the schema's SessionTokens), with the access token's expiry. */
export function tokensFor(session: Session, tokens: UpstreamTokens) {
  return {
    accessToken: tokens.authorisationToken,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date((session.claims.exp ?? 0) * 1000).toISOString(),
  };
}

/** What `endPreviousCookieSession` needs of the request's context. */
interface PresentedSession {
  presentedTokens(): Promise<{ accessToken: string | null; source: 'cookie' | 'bearer' | null }>;
  realmApi(): Promise<RestClient>;
}

/**
 * The cookie session a client signs in, signs up or is impersonated over (a
 * guest's, usually), ended upstream once the new one exists. Best effort: a
 * session that is already gone or expired long ago is no loss.
 */
export async function endPreviousCookieSession(context: PresentedSession): Promise<void> {
  const presented = await context.presentedTokens();
  if (presented.source !== 'cookie' || !presented.accessToken) return;
  const api = await context.realmApi();
  await api
    .request('/api/v2/logout', { method: 'POST', auth: 'none', headers: { authorization: `Bearer ${presented.accessToken}` }, body: {} })
    .catch(() => undefined);
}
