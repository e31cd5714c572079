import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('the request contract', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  it('tells a client that forgot its headers which ones are missing', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/login/guest/checkin',
      headers: { 'x-app': 'web', 'x-app-version': '1', 'x-device-id': 'd', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MISSING_HEADERS',
      message: 'Authorization headers missing. Required: x-api-key, Realm',
      missing: ['x-api-key', 'Realm'],
    });
  });

  it('names every missing header, including app, version, device and language', async () => {
    const response = await backend.app.inject({ url: '/api/v2/vod/1', headers: { 'x-api-key': 'ringside-demo-key', realm: 'ringside' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().missing).toEqual(['x-app', 'x-app-version', 'x-device-id', 'Accept-Language']);
  });

  it('refuses an unknown api key and an unknown realm', async () => {
    const badKey = await backend.app.inject({ url: '/api/v2/vod/1', headers: headers('ringside', { 'x-api-key': 'stolen' }) });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().code).toBe('INVALID_API_KEY');

    const badRealm = await backend.app.inject({ method: 'POST', url: '/api/v2/login/guest/checkin', headers: headers('nowhere') });
    expect(badRealm.statusCode).toBe(404);
    expect(badRealm.json().code).toBe('REALM_NOT_FOUND');
  });

  it('dates every response, errors included, so clients can keep a clock offset', async () => {
    const ok = await backend.app.inject({ url: '/api/v2/realm/ringside', headers: headers() });
    const failed = await backend.app.inject({ url: '/api/v2/vod/1' });
    for (const response of [ok, failed]) {
      expect(Number.isNaN(Date.parse(String(response.headers.date)))).toBe(false);
    }
  });

  it('rejects out-of-range paging with VALIDATION_FAILED naming the field', async () => {
    const { authorisationToken } = await checkInGuest(backend.app);
    const response = await backend.app.inject({
      url: '/api/v2/playlist/1?rpp=500',
      headers: { ...headers(), authorization: `Bearer ${authorisationToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain('rpp');
  });

  it('rejects a body that is not JSON', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('refuses text no UTF-8 can carry (a lone surrogate) with 400 INVALID_UNICODE naming the field', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: { ...headers(), 'content-type': 'application/json' },
      // Valid JSON: the escape stands for a lone surrogate, which no UTF-8 (nor PostgreSQL) can hold.
      payload: '{"refreshToken":"abc\\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_UNICODE',
      message: 'body.refreshToken is not valid Unicode text (it holds a lone surrogate)',
    });
  });

  it('takes JSON bodies only', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: { ...headers(), 'content-type': 'text/plain' },
      payload: 'refreshToken=abc',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('publishes its OpenAPI document', async () => {
    const response = await backend.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/init/', '/api/v2/section/{name}', '/api/v2/stream/event/{id}', '/api/v2/token/refresh']),
    );
  });
});
