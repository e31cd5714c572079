import { describe, expect, it } from 'vitest';
import { realmNameInPath } from './realmLookup.ts';

describe('the realm a /realm/{name} address names', () => {
  it('is the segment after /realm/, whatever follows it', () => {
    for (const path of ['/realm/acme', '/realm/acme/', '/realm/acme/cuenta', '/realm/acme?lang=es', '/realm/acme#search', '/realm/acme/video/7?x=1']) {
      expect(realmNameInPath(path), path).toBe('acme');
    }
    expect(realmNameInPath('/realm/caf%C3%A9/')).toBe('caf%C3%A9');
  });

  it('is none for any other address', () => {
    for (const path of ['/', '/realm', '/realm/', '/realms/acme', '/video/realm/acme', '/realmacme/x']) {
      expect(realmNameInPath(path), path).toBeNull();
    }
  });
});
