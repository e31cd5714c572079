import { describe, expect, it } from 'vitest';
import { buildUrl, createRestClient, HTTPError, UpstreamUnavailableError, type RestClientOptions } from './restClient.ts';
import { createServerClock } from './serverClock.ts';

function stubFetch(response: () => Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return response();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<RestClientOptions> = {}) {
  return createRestClient({
    baseUrl: 'http://upstream.test:4100',
    apiKey: 'ringside-demo-key',
    appVersion: '0.1.0',
    deviceId: 'device-1',
    realm: 'ringside',
    acceptLanguage: 'pt-BR,pt;q=0.9',
    getAccessToken: () => 'access-1',
    clock: createServerClock(),
    fetch,
    ...overrides,
  });
}

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

describe('the REST client (spec §7)', () => {
  it('sends the api key, realm, app, app version, device id, language and bearer token on every call', async () => {
    const { fetch, requests } = stubFetch(() => jsonResponse({ id: '1' }));
    await client(fetch).get('/vod/1');
    const headers = new Headers(requests[0]!.init.headers);
    expect(Object.fromEntries(headers)).toMatchObject({
      'x-api-key': 'ringside-demo-key',
      realm: 'ringside',
      'x-app': 'gateway',
      'x-app-version': '0.1.0',
      'x-device-id': 'device-1',
      'accept-language': 'pt-BR,pt;q=0.9',
      authorization: 'Bearer access-1',
    });
  });

  it('sends no token when asked not to, and the Mixed pair for init', async () => {
    const { fetch, requests } = stubFetch(() => jsonResponse({}));
    const api = client(fetch);
    await api.request('/login/guest/checkin', { method: 'POST', auth: 'none' });
    await api.request('/init/', { version: 'v1', auth: { mixed: { accessToken: 'a', refreshToken: 'r' } } });
    expect(new Headers(requests[0]!.init.headers).has('authorization')).toBe(false);
    expect(new Headers(requests[1]!.init.headers).get('authorization')).toBe('Mixed a r');
  });

  it('prefixes the base URL and API version unless the path is absolute', () => {
    expect(buildUrl('http://upstream.test', '/vod/1', 'v2')).toBe('http://upstream.test/api/v2/vod/1');
    expect(buildUrl('http://upstream.test', 'init/', 'v1', { lk: 'en', pk: undefined })).toBe(
      'http://upstream.test/api/v1/init/?lk=en',
    );
    expect(buildUrl('http://upstream.test', '/gifts', 'v4')).toBe('http://upstream.test/api/v4/gifts');
    expect(buildUrl('http://upstream.test', 'https://elsewhere.test/x?y=1', 'v2')).toBe('https://elsewhere.test/x?y=1');
  });

  it('parses JSON by content type, returns text otherwise, and {} for a body that does not parse', async () => {
    const answers = [
      () => jsonResponse({ ok: true }),
      () => new Response('plain words', { headers: { 'content-type': 'text/plain' } }),
      () => new Response('{not json', { headers: { 'content-type': 'application/json' } }),
      () => new Response('', { headers: { 'content-type': 'application/problem+json' } }),
    ];
    let index = 0;
    const { fetch } = stubFetch(() => answers[index++]!());
    const api = client(fetch);
    expect(await api.get('/a')).toEqual({ ok: true });
    expect(await api.get('/b')).toBe('plain words');
    expect(await api.get('/c')).toEqual({});
    expect(await api.get('/d')).toEqual({});
  });

  it('learns the server clock offset from the Date header', async () => {
    const localNow = Date.parse('2026-11-21T20:00:00.000Z');
    const clock = createServerClock(() => localNow);
    const { fetch } = stubFetch(() => jsonResponse({}, { headers: { date: 'Sat, 21 Nov 2026 20:01:30 GMT' } }));
    await client(fetch, { clock }).get('/vod/1');
    expect(clock.offsetMs).toBe(90_000);
    expect(clock.now()).toBe(localNow + 90_000);
  });

  it('turns a non-2xx answer into an HTTPError with the status and upstream code', async () => {
    const { fetch } = stubFetch(() => jsonResponse({ code: 'NOT_FOUND', message: 'No video' }, { status: 404 }));
    const error = await client(fetch).get('/vod/999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).status).toBe(404);
    expect((error as HTTPError).upstreamCode).toBe('NOT_FOUND');
  });

  it('reports an unreachable upstream as such', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    await expect(client(fetch).get('/vod/1')).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('gives up on an upstream that does not answer in time, as unavailable', async () => {
    const hangsUntilAborted = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    await expect(client(hangsUntilAborted, { timeoutMs: 20 }).get('/vod/1')).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('hands a replacement authorisation header to its hook', async () => {
    const replaced: string[] = [];
    const { fetch } = stubFetch(() => jsonResponse({}, { headers: { 'x-replacement-authorization': 'Bearer access-2' } }));
    await client(fetch, { onReplacementAuthorization: (token) => replaced.push(token) }).get('/vod/1');
    expect(replaced).toEqual(['access-2']);
  });
});
