import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('preferences', () => {
  let backend: TestBackend;
  let token: string;
  beforeAll(async () => {
    backend = await testBackend();
    token = await signInCustomer(backend, 'acme');
  });
  afterAll(() => backend.close());

  const get = (as = token) => backend.app.inject({ url: '/api/v2/user/preferences', headers: { ...headers('acme'), ...bearer(as) } });
  const put = (payload: unknown, as = token) =>
    backend.app.inject({ method: 'PUT', url: '/api/v2/user/preferences', headers: { ...headers('acme'), ...bearer(as) }, payload: payload as object });

  it('stores each known key as a string, the way init hands them out', async () => {
    expect((await get()).json()).toEqual({ preferences: {} });
    const response = await put({
      subTitleLanguage: 'pt-BR',
      audioLanguage: 'en',
      autoAdvance: false,
      videoBackgroundAutoPlay: 'true',
      pluginAccessTokens: JSON.stringify({ fighters: 'abc123' }),
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      subTitleLanguage: 'pt-BR',
      audioLanguage: 'en',
      autoAdvance: 'false',
      videoBackgroundAutoPlay: 'true',
      pluginAccessTokens: '{"fighters":"abc123"}',
    };
    expect(response.json()).toEqual({ preferences: expected });
    expect((await get()).json()).toEqual({ preferences: expected });
    const init = await backend.app.inject({
      url: '/api/v1/init/?pk=autoAdvance,subTitleLanguage',
      headers: { ...headers('acme'), ...bearer(token) },
    });
    expect(init.json().preferences).toEqual({ autoAdvance: 'false', subTitleLanguage: 'pt-BR' });
  });

  it('changes only the keys sent; null resets one; "" turns subtitles off', async () => {
    await put({ autoAdvance: true, subTitleLanguage: 'en' });
    const response = await put({ autoAdvance: null, subTitleLanguage: '' });
    expect(response.json().preferences).toMatchObject({ subTitleLanguage: '', audioLanguage: 'en' });
    expect(response.json().preferences).not.toHaveProperty('autoAdvance');
  });

  it('refuses unknown keys by name', async () => {
    const response = await put({ autoAdvance: true, theme: 'dark' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_PREFERENCE', messages: [{ field: 'theme', messageKey: 'unknownPreference' }] });
    expect(response.json().message).toContain('Unknown preference "theme"');
  });

  it.each([
    [{ autoAdvance: 'yes' }, 'autoAdvance'],
    [{ audioLanguage: 'English' }, 'audioLanguage'],
    [{ pluginAccessTokens: 'not json' }, 'pluginAccessTokens'],
    [{ pluginAccessTokens: '[1,2]' }, 'pluginAccessTokens'],
    [{ pluginAccessTokens: '{"a":1}' }, 'pluginAccessTokens'],
  ])('refuses %j', async (body, field) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PREFERENCE', messages: [{ field, messageKey: 'invalidPreferenceValue' }] });
  });

  it('refuses an empty body, a non-scalar value, and guests', async () => {
    expect((await put({})).json().code).toBe('VALIDATION_FAILED');
    expect((await put({ autoAdvance: { on: true } })).json().code).toBe('VALIDATION_FAILED');
    const guest = await checkInGuest(backend.app, 'ringside');
    const asGuest = await backend.app.inject({ url: '/api/v2/user/preferences', headers: { ...headers('ringside'), ...bearer(guest.authorisationToken) } });
    expect(asGuest.json().code).toBe('ACCOUNT_REQUIRED');
  });
});
