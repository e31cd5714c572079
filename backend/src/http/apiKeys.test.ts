import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { headers, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { acceptsApiKey } from './apiKeys.ts';

describe('the api keys a backend accepts during a key rollout', () => {
  const { apiKeys } = configFromEnv({ RINGSIDE_API_KEY: 'the-new-key-0123456789', RINGSIDE_ACCEPTED_API_KEYS: 'the-old-key-0123456789' });
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend({ config: { apiKeys } });
  });
  afterAll(() => backend.close());

  const callWith = (key: string) => backend.app.inject({ url: '/api/v2/realm/ringside', headers: headers('ringside', { 'x-api-key': key }) });

  it('serves a gateway still sending the previous key and one already sending the new key, and refuses any other', async () => {
    expect((await callWith('the-new-key-0123456789')).statusCode).toBe(200);
    expect((await callWith('the-old-key-0123456789')).statusCode).toBe(200);

    for (const key of ['a-third-key-0123456789', 'the-old-key-012345678', 'the-old-key-01234567890', 'ringside-demo-key']) {
      const refused = await callWith(key);
      expect({ key, status: refused.statusCode, code: refused.json().code }).toEqual({ key, status: 401, code: 'INVALID_API_KEY' });
    }
  });

  it('refuses the gateways’ streams to a key it does not know', async () => {
    const refused = await backend.app.inject({ url: '/live/changes', headers: { 'x-api-key': 'a-third-key-0123456789' } });
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 401, code: 'INVALID_API_KEY' });
  });

  it('takes nothing but a known key as a string', () => {
    expect(acceptsApiKey({ apiKeys }, 'the-old-key-0123456789')).toBe(true);
    for (const given of [undefined, '', ['the-old-key-0123456789'], 42]) expect(acceptsApiKey({ apiKeys }, given)).toBe(false);
  });
});
