import { describe, expect, it } from 'vitest';
import { formatMoney } from '../basket/moneyJson.ts';
import { addPeriod } from '../subscription/subscriptions.ts';
import { signCallback, verifyCallback } from './callbackSignature.ts';
import { isAllowedReturnUrl, requestHashOf } from './payBasket.ts';
import { providersFor, type PaymentProviderRow } from './paymentProviders.ts';

const now = new Date('2026-01-31T09:30:00Z');
const secret = 'a-shared-secret-of-at-least-32-characters';

describe('signed provider callbacks', () => {
  const body = '{"paymentId":"1","status":"SUCCEEDED"}';

  it('accept the body they sign, with the secret, while fresh', () => {
    expect(verifyCallback(secret, signCallback(secret, body, now), body, now)).toBe(true);
    expect(verifyCallback(secret, signCallback(secret, body, now), body, new Date(now.getTime() + 299_000))).toBe(true);
  });

  it('refuse another body, another secret, a stale or future stamp, and anything malformed', () => {
    const signature = signCallback(secret, body, now);
    expect(verifyCallback(secret, signature, body.replace('SUCCEEDED', 'DECLINED'), now)).toBe(false);
    expect(verifyCallback('another-secret-of-at-least-32-characters', signature, body, now)).toBe(false);
    expect(verifyCallback(secret, signature, body, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyCallback(secret, signature, body, new Date(now.getTime() - 301_000))).toBe(false);
    for (const header of [undefined, '', 'v1=abc', 't=abc,v1=00', `t=${Math.floor(now.getTime() / 1000)}`, signature.replace(/.$/, 'x')]) {
      expect(verifyCallback(secret, header, body, now)).toBe(false);
    }
  });
});

describe('where a provider may send the browser back', () => {
  const domains = ['localhost', 'ringside.localhost'];
  it('a path of this site, or an address on one of the realm’s domains', () => {
    for (const url of ['/account/payment', '/pay?step=3#top', 'http://ringside.localhost:4000/account', 'https://localhost/x']) {
      expect(isAllowedReturnUrl(url, domains), url).toBe(true);
    }
  });
  it('nothing else: no other host, no protocol-relative or backslash tricks, no script, no credentials', () => {
    for (const url of [
      'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,hi',
      'http://ringside.localhost.evil.example/', 'http://user:pass@localhost/', 'account/payment', '/a b',
    ]) {
      expect(isAllowedReturnUrl(url, domains), url).toBe(false);
    }
  });
});

describe('rules of paying', () => {
  it('fingerprints a request by everything in its body', () => {
    const base = { provider: 'TEST_CARD', cardToken: 'tok_1', returnUrl: '/x' };
    expect(requestHashOf(base)).toBe(requestHashOf({ ...base }));
    expect(requestHashOf(base)).not.toBe(requestHashOf({ ...base, saveCard: true }));
    expect(requestHashOf(base)).not.toBe(requestHashOf({ ...base, returnUrl: '/y' }));
  });

  it('offers a wallet only for what never costs anything, and only cards for a trial', () => {
    const row = (name: string, type: PaymentProviderRow['paymentProviderType']): PaymentProviderRow => ({
      name, paymentProviderType: type, paymentProviderGroupType: type, targetPaymentProvider: null, details: {},
    });
    const all = [row('TEST_CARD', 'CREDIT_CARD'), row('TEST_PAYPAL', 'PAYPAL'), row('ZERO_BALANCE', 'WALLET')];
    const names = (due: { now: boolean; ever: boolean }) => providersFor(all, due).map((provider) => provider.name);
    expect(names({ now: true, ever: true })).toEqual(['TEST_CARD', 'TEST_PAYPAL']);
    expect(names({ now: false, ever: true })).toEqual(['TEST_CARD']);
    expect(names({ now: false, ever: false })).toEqual(['ZERO_BALANCE']);
  });

  it('renews by the calendar: a month after 31 January is the last day of February', () => {
    expect(addPeriod(now, 'P1M').toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(addPeriod(new Date('2028-01-31T09:30:00Z'), 'P1M').toISOString()).toBe('2028-02-29T09:30:00.000Z');
    expect(addPeriod(now, 'P3M').toISOString()).toBe('2026-04-30T09:30:00.000Z');
    expect(addPeriod(new Date('2026-11-15T00:00:00Z'), 'P6M').toISOString()).toBe('2027-05-15T00:00:00.000Z');
    expect(addPeriod(new Date('2028-02-29T00:00:00Z'), 'P1Y').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('formats integer minor units exactly, at the edge only', () => {
    expect(formatMoney({ amount: 1999, currency: 'EUR', scale: 2 })).toBe('€19.99');
    expect(formatMoney({ amount: 5, currency: 'GBP', scale: 2 })).toBe('£0.05');
    expect(formatMoney({ amount: 1500, currency: 'JPY', scale: 0 })).toBe('¥1,500');
    expect(formatMoney({ amount: 9_007_199_254_740_991, currency: 'USD', scale: 2 })).toBe('$90,071,992,547,409.91');
  });
});
