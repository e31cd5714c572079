import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('init', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const init = (query: string, extra: Record<string, string> = {}, realm = 'ringside') =>
    backend.app.inject({ url: `/api/v1/init/?${query}`, headers: { ...headers(realm), ...extra } });

  it('boots a first-time visitor: settings, labels, menu and the live count, no session', async () => {
    const response = await init('lk=pt&countEvents=LIVE&menuTargetPlatform=web&readIconStore=ENABLED&readLicences=true');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.authentication).toBeNull();
    expect(body.content).toBeNull();
    expect(body.settings.name).toBe('ringside');
    expect(body.labels.home).toBe('Início');
    // The realm's own words (its video tags' names) without the platform's defaults.
    expect(body.labelOverrides['tag.Highlights']).toBe('Melhores momentos');
    expect(body.labelOverrides.home).toBeUndefined();
    expect(body.menu.layout).toBe('TOP');
    expect(body.menu.items[0]).toMatchObject({ type: 'SECTION', title: 'Início', data: { section: 'home' } });
    expect(body.eventCount).toBe(2);
    expect(body.iconStore.search).toBe('/images/icon/search.svg?realm=ringside');
    expect(body.readAuthenticationProvidersResponse.providers[0].name).toBe('EMAIL');
  });

  it('renews a stale access token from the Mixed header and includes the section', async () => {
    const tokens = await checkInGuest(backend.app);
    backend.clock.advanceMinutes(20);
    try {
      const body = (
        await init('section=home&bpp=2&rpp=4', { authorization: `Mixed ${tokens.authorisationToken} ${tokens.refreshToken}` })
      ).json();
      expect(body.authentication.refreshToken).not.toBe(tokens.refreshToken);
      expect(body.content.name).toBe('home');
      expect(body.content.buckets).toHaveLength(2);
    } finally {
      backend.clock.advanceMinutes(-20);
    }
  });

  it('labels acme in English whatever the viewer asks for', async () => {
    const body = (await init('lk=pt', {}, 'acme')).json();
    expect(body.labels.home).toBe('Home');
    expect(body.menu.layout).toBe('TOP_LEFT');
  });
});
