import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../lib/sharedCache.ts';
import { createGateway, type Gateway } from '../server.ts';
import { createFakeUpstream } from '../testing/fakeUpstream.ts';

const gateways: Gateway[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
});

/** A gateway whose upstream hands out a TV code, behind `trustedProxyHops` proxies. */
function gatewayBehind(trustedProxyHops: number) {
  const upstream = createFakeUpstream();
  const fetchWithTvCodes = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input)).pathname === '/api/v2/tv/code') {
      return Response.json({ userCode: 'ABCD-EFGH', deviceCode: 'device-1', expiresIn: 600, interval: 5 });
    }
    return upstream.fetch(input, init);
  }) as typeof fetch;
  const gateway = createGateway({ upstreamUrl: 'http://upstream.test', fetch: fetchWithTvCodes, cache: createMemoryCache(), trustedProxyHops });
  gateways.push(gateway);
  return gateway.app;
}

async function startTvLogin(app: ReturnType<typeof gatewayBehind>, headers: Record<string, string>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', host: 'localhost:4000', ...headers },
    payload: JSON.stringify({ query: 'mutation { startTvLogin { code { verificationUri } } }' }),
  });
  const body = response.json() as { data?: { startTvLogin: { code: { verificationUri: string } } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.startTvLogin.code.verificationUri;
}

describe('the page a TV tells its viewer to open', () => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('is on the host the TV called, whatever X-Forwarded-Host a client claims when no proxy is trusted', async () => {
    const app = gatewayBehind(0);
    expect(await startTvLogin(app, { ...forged, 'x-ringside-realm': 'ringside' })).toBe('http://localhost:4000/realm/ringside/tv');
  });

  it('is on the host the trusted proxy was called on', async () => {
    const app = gatewayBehind(1);
    expect(await startTvLogin(app, { 'x-forwarded-host': 'watch.example', 'x-forwarded-proto': 'https', 'x-ringside-realm': 'ringside' })).toBe(
      'https://watch.example/realm/ringside/tv',
    );
  });
});
