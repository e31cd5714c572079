import { upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { UpstreamTokens } from '../lib/upstream.ts';

/** `POST /api/v2/token/refresh`: the old (maybe expired) access token as bearer, the refresh token in the body. */
export function exchangeRefreshToken(
  api: RestClient,
  accessToken: string | null,
  refreshToken: string,
): Promise<UpstreamTokens> {
  return upstream(
    api.request('/api/v2/token/refresh', {
      method: 'POST',
      auth: 'none',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      body: { refreshToken },
    }),
  );
}
