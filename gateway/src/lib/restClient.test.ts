import { describe, expect, it } from 'vitest';
import { buildUrl, createRestClient, HTTPError, UpstreamUnavailableError, type RestClientOptions } from './restClient.ts';
import { createServerClock } from './serverClock.ts';

function stubFetch(response: (call: number) => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return response(requests.length);
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
    requestId: 'req-42',
    getAccessToken: () => 'access-1',
    clock: createServerClock(),
    fetch,
    ...overrides,
  });
}

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

const unavailable = () => jsonResponse({ code: 'UNAVAILABLE', message: 'Restarting' }, { status: 503 });

describe('the REST client (spec §7)', () => {
  it('sends the api key, realm, app, app version, device id, language, request id and bearer token on every call', async () => {
    const { fetch, requests } = stubFetch(() => jsonResponse({ id: '1' }));
    await client(fetch).get('/api/v2/vod/{id}', { params: { id: 1 } });
    const headers = new Headers(requests[0]!.init.headers);
    expect(Object.fromEntries(headers)).toMatchObject({
      'x-api-key': 'ringside-demo-key',
      realm: 'ringside',
      'x-app': 'gateway',
      'x-app-version': '0.1.0',
      'x-device-id': 'device-1',
      'accept-language': 'pt-BR,pt;q=0.9',
      'x-request-id': 'req-42',
      authorization: 'Bearer access-1',
    });
  });

  it('asks for the realm’s default language (Accept-Language: *) for a viewer who named none', async () => {
    const { fetch, requests } = stubFetch(() => jsonResponse({ id: '1' }));
    await client(fetch, { acceptLanguage: null }).get('/api/v2/vod/{id}', { params: { id: 1 } });
    expect(new Headers(requests[0]!.init.headers).get('accept-language')).toBe('*');
  });

  it('sends no token when asked not to, and the Mixed pair for init', async () => {
    const { fetch, requests } = stubFetch(() => jsonResponse({}));
    const api = client(fetch);
    await api.request('/api/v2/login/guest/checkin', { method: 'POST', auth: 'none', body: {} });
    await api.request('/api/v1/init/', { auth: { mixed: { accessToken: 'a', refreshToken: 'r' } } });
    expect(new Headers(requests[0]!.init.headers).has('authorization')).toBe(false);
    expect(new Headers(requests[1]!.init.headers).get('authorization')).toBe('Mixed a r');
  });

  it('fills the contract path template with encoded values and adds the query', () => {
    expect(buildUrl('http://upstream.test', '/api/v2/vod/{id}', { id: 1 })).toBe('http://upstream.test/api/v2/vod/1');
    expect(buildUrl('http://upstream.test', '/api/v2/realm/hostname/{hostname}', { hostname: 'a b/c' })).toBe(
      'http://upstream.test/api/v2/realm/hostname/a%20b%2Fc',
    );
    expect(buildUrl('http://upstream.test', '/api/v1/init/', {}, { lk: 'en', pk: undefined })).toBe(
      'http://upstream.test/api/v1/init/?lk=en',
    );
    expect(() => buildUrl('http://upstream.test', '/api/v2/vod/{id}', {})).toThrow(/No value for \{id\}/);
  });

  it('parses JSON by content type, returns text otherwise, and {} for a body that does not parse', async () => {
    const answers = [
      () => jsonResponse({ ok: true }),
      () => new Response('plain words', { headers: { 'content-type': 'text/plain' } }),
      () => new Response('{not json', { headers: { 'content-type': 'application/json' } }),
      () => new Response('', { headers: { 'content-type': 'application/problem+json' } }),
    ];
    const { fetch } = stubFetch((call) => answers[call - 1]!());
    const api = client(fetch);
    const read = () => api.get('/dev/mailbox.json') as Promise<unknown>;
    expect(await read()).toEqual({ ok: true });
    expect(await read()).toBe('plain words');
    expect(await read()).toEqual({});
    expect(await read()).toEqual({});
  });

  it('learns the server clock offset from the Date header', async () => {
    const localNow = Date.parse('2026-11-21T20:00:00.000Z');
    const clock = createServerClock(() => localNow);
    const { fetch } = stubFetch(() => jsonResponse({}, { headers: { date: 'Sat, 21 Nov 2026 20:01:30 GMT' } }));
    await client(fetch, { clock }).get('/api/v2/vod/{id}', { params: { id: 1 } });
    expect(clock.offsetMs).toBe(90_000);
    expect(clock.now()).toBe(localNow + 90_000);
  });

  it('turns a non-2xx answer into an HTTPError with the status and upstream code', async () => {
    const { fetch } = stubFetch(() => jsonResponse({ code: 'NOT_FOUND', message: 'No video' }, { status: 404 }));
    const error = await client(fetch)
      .get('/api/v2/vod/{id}', { params: { id: 999 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).status).toBe(404);
    expect((error as HTTPError).upstreamCode).toBe('NOT_FOUND');
  });

  it('hands a replacement authorisation header to its hook', async () => {
    const replaced: string[] = [];
    const { fetch } = stubFetch(() => jsonResponse({}, { headers: { 'x-replacement-authorization': 'Bearer access-2' } }));
    await client(fetch, { onReplacementAuthorization: (token) => void replaced.push(token) }).get('/api/v2/vod/{id}', {
      params: { id: 1 },
    });
    expect(replaced).toEqual(['access-2']);
  });
});

describe('the REST client under faults', () => {
  it('reports an unreachable upstream as such, after trying a read three times', async () => {
    const { fetch, requests } = stubFetch(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client(fetch).get('/api/v2/vod/{id}', { params: { id: 1 } })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(requests).toHaveLength(3);
  });

  it('retries a read that met a 503 and answers with the retry', async () => {
    const { fetch, requests } = stubFetch((call) => (call === 1 ? unavailable() : jsonResponse({ id: '1' })));
    expect(await client(fetch).get('/api/v2/vod/{id}', { params: { id: 1 } })).toEqual({ id: '1' });
    expect(requests).toHaveLength(2);
  });

  it('retries a read twice at most, then gives the upstream its 503', async () => {
    const { fetch, requests } = stubFetch(unavailable);
    const error = await client(fetch)
      .get('/api/v2/vod/{id}', { params: { id: 1 } })
      .catch((e: unknown) => e);
    expect((error as HTTPError).status).toBe(503);
    expect(requests).toHaveLength(3);
  });

  it('does not retry a read the upstream refused for a reason of its own (404, 500)', async () => {
    for (const status of [404, 500]) {
      const { fetch, requests } = stubFetch(() => jsonResponse({ code: 'X', message: 'x' }, { status }));
      await client(fetch)
        .get('/api/v2/vod/{id}', { params: { id: 1 } })
        .catch(() => undefined);
      expect(requests).toHaveLength(1);
    }
  });

  it('never retries a mutation, whatever happened to it: it may have taken effect', async () => {
    for (const answer of [unavailable, () => Promise.reject(new TypeError('socket hang up'))]) {
      const { fetch, requests } = stubFetch(answer);
      await client(fetch)
        .request('/api/v2/login/guest/checkin', { method: 'POST', auth: 'none', body: {} })
        .catch(() => undefined);
      expect(requests).toHaveLength(1);
    }
  });

  it('gives up on an upstream that does not answer in time, as unavailable, without retrying past the deadline', async () => {
    const requests: string[] = [];
    const hangsUntilAborted = ((url: string, init: RequestInit) => {
      requests.push(url);
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }) as unknown as typeof globalThis.fetch;
    const started = performance.now();
    await expect(
      client(hangsUntilAborted, { timeoutMs: 50 }).get('/api/v2/vod/{id}', { params: { id: 1 } }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(requests).toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});
