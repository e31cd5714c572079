import { describe, expect, it } from 'vitest';
import { basePathFromPathname } from './basePath.ts';

describe('the base path the app is served under', () => {
  it('is empty at the root, where the host name picks the realm', () => {
    expect(basePathFromPathname('/video/7')).toEqual({ basename: '', realmName: null });
  });

  it('is /realm/{name} under a realm path, which names the realm', () => {
    expect(basePathFromPathname('/realm/acme')).toEqual({ basename: '/realm/acme', realmName: 'acme' });
    expect(basePathFromPathname('/realm/acme/video/7')).toEqual({ basename: '/realm/acme', realmName: 'acme' });
  });

  it('takes a realm name with dots whole (the original realms: dce.…, test.…, shd.…)', () => {
    expect(basePathFromPathname('/realm/dce.ufc/video/7')).toEqual({ basename: '/realm/dce.ufc', realmName: 'dce.ufc' });
  });

  it('does not mistake a longer word for the realm prefix', () => {
    expect(basePathFromPathname('/realms/acme')).toEqual({ basename: '', realmName: null });
  });
});
