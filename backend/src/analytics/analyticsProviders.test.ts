// The analytics configuration rules of spec §1 and §5, on plain entries.
import { describe, expect, it } from 'vitest';
import { resolveAnalyticsProviders, startedProviders, type AnalyticsProviderEntry } from './analyticsProviders.ts';

const valid = (enabled: 'true' | 'false', apiKey = 'key') => ({ apiKey, enabled });

describe('resolving a realm’s analytics providers for a device', () => {
  it('lets a web entry win over an all-devices entry for the same provider', () => {
    const entries: AnalyticsProviderEntry[] = [
      { provider: 'RINGSIDE', deviceType: 'ALL_DEVICES', settings: valid('false', 'all-devices-key') },
      { provider: 'RINGSIDE', deviceType: 'WEB', settings: valid('true', 'web-key') },
    ];
    const web = resolveAnalyticsProviders(entries, 'WEB');
    expect(web.providers).toEqual([
      expect.objectContaining({ provider: 'RINGSIDE', deviceType: 'WEB', settings: expect.objectContaining({ apiKey: 'web-key', enabled: true }) }),
    ]);
    // A TV has no entry of its own: the all-devices one applies.
    expect(resolveAnalyticsProviders(entries, 'TV').providers[0]).toMatchObject({ deviceType: 'ALL_DEVICES', settings: { apiKey: 'all-devices-key', enabled: false } });
  });

  it('keeps all-devices entries a device has no entry of its own for, and ignores other devices’ entries', () => {
    const entries: AnalyticsProviderEntry[] = [
      { provider: 'MPARTICLE', deviceType: 'ALL_DEVICES', settings: valid('true') },
      { provider: 'BRAZE', deviceType: 'TV', settings: valid('true') },
    ];
    expect(resolveAnalyticsProviders(entries, 'WEB').providers.map((provider) => provider.provider)).toEqual(['MPARTICLE']);
  });

  it('skips unsupported providers, telling admins why', () => {
    const { providers, problems } = resolveAnalyticsProviders([{ provider: 'CONVIVA', deviceType: 'WEB', settings: valid('true') }], 'WEB');
    expect(providers).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ provider: 'CONVIVA', code: 'UNSUPPORTED_PROVIDER', message: 'Unsupported provider' })]);
  });

  it('reports invalid settings as “Invalid configuration”, with every setting at fault, and leaves the provider out', () => {
    const { providers, problems } = resolveAnalyticsProviders(
      [{ provider: 'BRAZE', deviceType: 'WEB', settings: { apiKey: 42, enabled: true, gtmEnabled: 'yes' } }],
      'WEB',
    );
    expect(providers).toEqual([]);
    expect(problems).toEqual([
      {
        provider: 'BRAZE',
        deviceType: 'WEB',
        code: 'INVALID_CONFIGURATION',
        message: 'Invalid configuration',
        details: ['apiKey must be a non-empty string', "enabled must be 'true' or 'false'", "gtmEnabled must be 'true' or 'false'"],
      },
    ]);
  });

  it('lets an invalid web entry win too, rather than falling back to the all-devices entry', () => {
    const { providers, problems } = resolveAnalyticsProviders(
      [
        { provider: 'RINGSIDE', deviceType: 'ALL_DEVICES', settings: valid('true') },
        { provider: 'RINGSIDE', deviceType: 'WEB', settings: { apiKey: 'key' } },
      ],
      'WEB',
    );
    expect(providers).toEqual([]);
    expect(problems[0]).toMatchObject({ deviceType: 'WEB', details: ["enabled is required ('true' or 'false')"] });
  });

  it('starts a provider only when enabled is the string “true”', () => {
    const resolution = resolveAnalyticsProviders(
      [
        { provider: 'RINGSIDE', deviceType: 'WEB', settings: valid('true') },
        { provider: 'MPARTICLE', deviceType: 'WEB', settings: valid('false') },
      ],
      'WEB',
    );
    expect(startedProviders(resolution).map((provider) => provider.provider)).toEqual(['RINGSIDE']);
  });

  it('reads the optional settings: string flags as booleans, mappings, ad-network switches and the impression id key', () => {
    const [provider] = resolveAnalyticsProviders(
      [
        {
          provider: 'MPARTICLE',
          deviceType: 'WEB',
          settings: {
            ...valid('true'),
            oneTrustEnabled: 'true',
            firebaseEnabled: 'false',
            identityTypeMappings: { accountId: 'customerid' },
            customFlags: { tiktok: 'true', snapchat: 'false' },
            impressionIdQueryKey: 'rtid',
          },
        },
      ],
      'WEB',
    ).providers;
    expect(provider!.settings).toMatchObject({
      oneTrustEnabled: true,
      firebaseEnabled: false,
      gtmEnabled: false,
      identityTypeMappings: { accountId: 'customerid' },
      customFlags: { tiktok: true, snapchat: false },
      impressionIdQueryKey: 'rtid',
    });
  });
});
