import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend, type TestBackend } from '../../testing/testBackend.ts';
import { bankDecision } from './testCardProvider.ts';
import { brandOf, checkCard, passesLuhn, TEST_CARDS } from './cardNumbers.ts';

describe('the test card provider’s bank', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('knows its well-known numbers, which all pass the Luhn check', () => {
    expect(Object.keys(TEST_CARDS).every(passesLuhn)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2221000000000009')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
  });

  it('checks the number, then the expiry, then the security code, and keeps only what may be shown', () => {
    const card = (number: string, expMonth = 12, expYear = 2030, cvc = '123') => checkCard({ number, expMonth, expYear, cvc }, now);
    expect(card('4000 0025 0000 3155')).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '3155', expMonth: 12, expYear: 2030, behaviour: 'REQUIRE_AUTHORISATION' },
    });
    expect(card('4242-4242-4242-4242', 3, 26)).toMatchObject({ ok: true, card: { expYear: 2026 } });
    expect(card('4242 4242 4242 4241')).toEqual({ ok: false, code: 'CARD_NUMBER_INVALID' });
    expect(card('4242 4242 abcd 4242')).toEqual({ ok: false, code: 'CARD_NUMBER_INVALID' });
    expect(card('4242424242424242', 2, 2026)).toEqual({ ok: false, code: 'CARD_EXPIRED' });
    expect(card('4242424242424242', 13, 2030)).toEqual({ ok: false, code: 'CARD_EXPIRY_INVALID' });
    expect(card('4242424242424242', 12, 2030, '12')).toEqual({ ok: false, code: 'CVC_INVALID' });
    expect(card('4242424242424242', 12, 2030, '1234')).toMatchObject({ ok: true });
  });

  it('says yes to a zero-amount card check on a card without funds, but no to a charge', () => {
    expect(bankDecision('INSUFFICIENT_FUNDS', 0)).toEqual({ status: 'SUCCEEDED', declineCode: null });
    expect(bankDecision('INSUFFICIENT_FUNDS', 1999)).toEqual({ status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS' });
    expect(bankDecision('DECLINE', 0)).toEqual({ status: 'DECLINED', declineCode: 'CARD_DECLINED' });
    expect(bankDecision('REQUIRE_AUTHORISATION', 0).status).toBe('REQUIRES_ACTION');
  });
});

describe('the test card provider’s public endpoints (no /api, no api key)', () => {
  let backend: TestBackend;
  let address = 0;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const year = new Date().getUTCFullYear() + 3;
  /** As the gateway forwards a browser's call: its api key vouches for the viewer's address (a new one each time here). */
  const tokenise = (body: object, viaGateway = true) => {
    address += 1;
    return backend.app.inject({
      method: 'POST',
      url: '/provider/test-card/tokens',
      headers: viaGateway ? { 'x-api-key': 'ringside-demo-key', 'x-client-ip': `10.1.0.${address}` } : {},
      payload: { number: '4242 4242 4242 4242', expMonth: 12, expYear: year, cvc: '123', publishableKey: 'pk_test_ringside_demo', ...body },
    });
  };

  it('turns a card into a token, telling only the brand, last four digits and expiry, to any origin', async () => {
    const response = await tokenise({ holderName: 'Ana Lima' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({ token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{32}$/), brand: 'visa', last4: '4242', expMonth: 12, expYear: year });
    // The browser's preflight, as the card field's script makes it from the shop's origin.
    const preflight = await backend.app.inject({
      method: 'OPTIONS',
      url: '/provider/test-card/tokens',
      headers: { origin: 'http://acme.localhost:4000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    // Only the token route is open to other origins: not the provider's pages.
    const field = await backend.app.inject({ method: 'GET', url: '/provider/test-card/field', headers: { origin: 'http://evil.example' } });
    expect(field.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never keeps the card number or security code, and keeps the token only hashed', async () => {
    const { token } = (await tokenise({ number: '5555555555554444', cvc: '987' })).json();
    const tables = await backend.database.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    for (const { name } of tables) {
      const [dump] = await backend.database.query<{ text: string | null }>(`select string_agg(t::text, ' ') as text from ${name} t`);
      expect(dump?.text ?? '', name).not.toContain('5555555555554444');
      expect(dump?.text ?? '', name).not.toContain(token);
    }
    const [stored] = await backend.database.query(`select brand, last4, behaviour from test_card_token where last4 = '4444'`);
    expect(stored).toEqual({ brand: 'mastercard', last4: '4444', behaviour: 'SUCCEED' });
  });

  it('names what is wrong with a card', async () => {
    const codes = async (body: object) => (await tokenise(body)).json().code;
    expect(await codes({ number: '4242 4242 4242 4241' })).toBe('CARD_NUMBER_INVALID');
    expect(await codes({ number: '1234' })).toBe('CARD_NUMBER_INVALID');
    expect(await codes({ expMonth: 1, expYear: 2020 })).toBe('CARD_EXPIRED');
    expect(await codes({ expMonth: 13 })).toBe('CARD_EXPIRY_INVALID');
    expect(await codes({ cvc: '12' })).toBe('CVC_INVALID');
    expect(await codes({ publishableKey: 'pk_live_somebody_else' })).toBe('PUBLISHABLE_KEY_INVALID');
    expect((await tokenise({ cvc: '12' })).statusCode).toBe(400);
  });

  describe('the hosted card field', () => {
    const field = (query: string) => backend.app.inject({ url: `/provider/test-card/field?${query}` });

    it('is framed only by the realm’s own page, and posts the token only to it', async () => {
      const response = await field('key=pk_test_ringside_demo&origin=http%3A%2F%2Flocalhost%3A4000');
      expect(response.statusCode).toBe(200);
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain('frame-ancestors http://localhost:4000');
      expect(csp).toContain("connect-src 'self'");
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(response.body).toContain(`<script nonce="${nonce}">`);
      expect(response.body).toContain('const origin = "http://localhost:4000"');
      expect(response.body).toContain('ringside:card-token');
      expect(response.body).toContain('autocomplete="cc-number"');
    });

    it('refuses an origin off the realm’s domains, one with a path, and an unknown key', async () => {
      for (const query of [
        'key=pk_test_ringside_demo&origin=https%3A%2F%2Fevil.example',
        'key=pk_test_ringside_demo&origin=http%3A%2F%2Flocalhost%3A4000%2Fcheckout',
        'key=pk_test_acme_demo&origin=http%3A%2F%2Flocalhost%3A4000',
        'key=nope&origin=http%3A%2F%2Flocalhost%3A4000',
        'origin=http%3A%2F%2Flocalhost%3A4000',
      ]) {
        const response = await field(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.body).not.toContain('<script');
      }
    });
  });

  it('limits tokenisations per address, and a caller without the api key cannot pick its address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await backend.app.inject({
        method: 'POST',
        url: '/provider/test-card/tokens',
        headers: { 'x-client-ip': `10.9.0.${attempt}` },
        payload: { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123', publishableKey: 'pk_test_ringside_demo' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().code).toBe('RATE_LIMITED');
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
