import { describe, expect, it } from 'vitest';
import { viewerAgreedToCookies } from '../analytics/cookieConsent.ts';
import { cookiePolicyAgreement, hasAgreedToCookiePolicy } from './cookiePolicy.ts';
import { dismissSmartBanner, isAndroidBrowser, smartBannerDismissed } from './smartBanner.ts';

describe('the cookie policy agreement', () => {
  it('is one cookie kept for a year, which analytics reads as the agreement', () => {
    const cookie = cookiePolicyAgreement(true);
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe('cookiePolicyAgreed=true');
    expect(attributes.sort()).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax', 'Secure']);
    const jar = `rs_session=abc; ${cookie.split(';')[0]}`;
    expect(hasAgreedToCookiePolicy(jar)).toBe(true);
    expect(viewerAgreedToCookies(jar)).toBe(true);
  });

  it('is not Secure on plain http (local development), and absent until given', () => {
    expect(cookiePolicyAgreement(false)).not.toContain('Secure');
    expect(hasAgreedToCookiePolicy('rs_session=abc')).toBe(false);
  });
});

describe('the smart banner', () => {
  it('is for Android browsers only', () => {
    expect(isAndroidBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36')).toBe(true);
    expect(isAndroidBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(false);
    expect(isAndroidBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36')).toBe(false);
  });

  it('remembers a dismissal per realm', () => {
    const storage = new Map<string, string>();
    const local = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    dismissSmartBanner(local, 'harbour');
    expect(smartBannerDismissed(local, 'harbour')).toBe(true);
    expect(smartBannerDismissed(local, 'ringside')).toBe(false);
  });

  it('still shows when the browser refuses storage (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(smartBannerDismissed(refusing, 'harbour')).toBe(false);
  });
});
