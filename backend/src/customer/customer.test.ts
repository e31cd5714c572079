import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, cardToken, commerceCalls, moneyAmountsIn, newCustomer, type TestCustomer } from '../payment/paymentTestSupport.ts';
import { testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('the customer’s cards, billing addresses and payment history', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof commerceCalls>;
  beforeAll(async () => {
    backend = await testBackend({ config: { rateLimitScale: 100 } });
    api = commerceCalls(backend.app);
  });
  afterAll(() => backend.close());

  const addCard = async (customer: TestCustomer, number: string = CARDS.visa, extra: object = {}) =>
    api.call('POST', '/api/v2/customer/cards', customer, { cardToken: await cardToken(backend.app, number), ...extra });
  const cardsOf = async (customer: TestCustomer, query = '') => (await api.call('GET', `/api/v2/customer/cards${query}`, customer)).json();

  describe('cards', () => {
    it('saves a card from a token, never a number, and makes the first one the default', async () => {
      const customer = await newCustomer(backend);
      const added = await addCard(customer, CARDS.mastercard);
      expect(added.statusCode).toBe(201);
      expect(added.json().card).toEqual({
        id: expect.stringMatching(/^\d+$/), provider: 'TEST_CARD', brand: 'mastercard', last4: '4444', expMonth: 12,
        expYear: new Date().getUTCFullYear() + 5, isDefault: true, expired: false, createdAt: expect.any(String),
      });
      const second = (await addCard(customer)).json().card;
      expect(second.isDefault).toBe(false);
      const refused = await api.call('POST', '/api/v2/customer/cards', customer, { cardToken: 'tok_that_nobody_issued' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('CARD_TOKEN_INVALID');
    });

    it('lists 20 a page by default, the default card first', async () => {
      const customer = await newCustomer(backend);
      for (let index = 0; index < 23; index += 1) expect((await addCard(customer)).statusCode).toBe(201);
      const first = await cardsOf(customer);
      expect(first.cards).toHaveLength(20);
      expect(first.paging).toEqual({ page: 1, rpp: 20, totalCount: 23, moreDataAvailable: true });
      expect(first.cards[0].isDefault).toBe(true);
      const last = await cardsOf(customer, '?rpp=20&p=2');
      expect(last.cards).toHaveLength(3);
      expect(last.paging).toEqual({ page: 2, rpp: 20, totalCount: 23, moreDataAvailable: false });
      expect((await cardsOf(customer, '?p=9')).cards).toEqual([]);
    });

    it('moves the default, and gives it to the next card when the default is deleted', async () => {
      const customer = await newCustomer(backend);
      const first = (await addCard(customer)).json().card;
      const second = (await addCard(customer, CARDS.mastercard)).json().card;
      const made = await api.call('POST', `/api/v2/customer/cards/${second.id}/default`, customer, {});
      expect(made.json().card).toMatchObject({ id: second.id, isDefault: true });
      expect((await cardsOf(customer)).cards.map((card: { id: string; isDefault: boolean }) => [card.id, card.isDefault])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
      expect((await api.call('DELETE', `/api/v2/customer/cards/${second.id}`, customer)).statusCode).toBe(204);
      expect((await cardsOf(customer)).cards).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
      expect((await api.call('DELETE', `/api/v2/customer/cards/${second.id}`, customer)).statusCode).toBe(404);
    });

    it('keeps the only card a running subscription renews with, until there is another', async () => {
      const customer = await newCustomer(backend);
      await api.setAddress(customer, { countryCode: 'PT' });
      await api.chooseLicence(customer, '1');
      const trial = (await api.pay(customer, { provider: 'TEST_CARD', cardToken: await cardToken(backend.app, CARDS.visa), returnUrl: '/' })).json();
      expect(trial.payment.status).toBe('SUCCEEDED');
      const [renewing] = (await cardsOf(customer)).cards;
      const refused = await api.call('DELETE', `/api/v2/customer/cards/${renewing.id}`, customer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('CARD_IN_USE');
      const other = (await addCard(customer, CARDS.mastercard)).json().card;
      expect((await api.call('DELETE', `/api/v2/customer/cards/${renewing.id}`, customer)).statusCode).toBe(204);
      const [subscription] = await backend.database.query<{ cardId: number }>('select card_id as "cardId" from subscription where user_id = $1', [
        customer.userId,
      ]);
      expect(String(subscription!.cardId)).toBe(other.id);
    });
  });

  describe('billing addresses and details', () => {
    it('lists addresses as a map by id, leaving out those of unknown country (ZZ)', async () => {
      const customer = await newCustomer(backend);
      const saved = (await api.call('PUT', '/api/v2/user/billing-details', customer, { countryCode: 'PT', postalCode: '1100-148', city: 'Lisboa' })).json();
      await backend.database.query(`insert into billing_address (user_id, country_code) values ($1, 'ZZ')`, [customer.userId]);
      const [unknown] = await backend.database.query<{ id: number }>(`select id from billing_address where user_id = $1 and country_code = 'ZZ'`, [
        customer.userId,
      ]);
      const { addresses } = (await api.call('GET', '/api/v2/user/address', customer)).json();
      expect(addresses).toEqual({
        [saved.address.id]: {
          id: saved.address.id, countryCode: 'PT', postalCode: '1100-148', region: null, city: 'Lisboa', line1: null, isDefault: true,
          createdAt: expect.any(String),
        },
      });
      expect((await api.call('PUT', `/api/v2/user/address/${unknown!.id}`, customer, { countryCode: 'ES' })).statusCode).toBe(404);
    });

    it('changes an address: a new country clears what belonged to the old one; another customer’s is not found', async () => {
      const customer = await newCustomer(backend);
      const { address } = (await api.call('PUT', '/api/v2/user/billing-details', customer, { countryCode: 'PT', postalCode: '1100-148', line1: 'Rua Augusta 1' })).json();
      const moved = await api.call('PUT', `/api/v2/user/address/${address.id}`, customer, { countryCode: 'es', city: 'Madrid' });
      expect(moved.json()).toMatchObject({ countryCode: 'ES', city: 'Madrid', postalCode: null, line1: null, isDefault: true });
      expect((await api.call('PUT', `/api/v2/user/address/${address.id}`, customer, { countryCode: 'ZZ' })).json().code).toBe('COUNTRY_INVALID');
      const stranger = await newCustomer(backend);
      expect((await api.call('PUT', `/api/v2/user/address/${address.id}`, stranger, { countryCode: 'FR' })).statusCode).toBe(404);
      expect((await api.call('GET', '/api/v2/user/address', stranger)).json().addresses).toEqual({});
    });

    it('keeps the profile’s name and tax number in step with the billing details, by the realm’s rule', async () => {
      const customer = await newCustomer(backend);
      const details = await api.call('PUT', '/api/v2/user/billing-details', customer, {
        fullName: 'Ana Lima', taxNumber: '123.456.789-09', countryCode: 'BR', postalCode: '01310-100', region: 'SP',
      });
      expect(details.json()).toMatchObject({ fullName: 'Ana Lima', taxNumber: '123.456.789-09', address: { countryCode: 'BR', region: 'SP' } });
      const profile = (await api.call('GET', '/api/v2/user/profile', customer)).json();
      expect(profile).toMatchObject({ name: { fullName: 'Ana Lima' }, taxNumber: '123.456.789-09' });

      const refused = await api.call('PUT', '/api/v2/user/billing-details', customer, { taxNumber: '12345', countryCode: 'BR' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', messages: [{ field: 'taxNumber', messageKey: 'taxNumberIsInvalid' }] });

      // The checkout's address step sends the tax number with the address (spec §4).
      await api.setAddress(customer, { countryCode: 'BR', taxNumber: '987.654.321-00' });
      expect((await api.call('GET', '/api/v2/user/profile', customer)).json()).toMatchObject({ taxNumber: '987.654.321-00', name: { fullName: 'Ana Lima' } });
    });
  });

  describe('payment history and invoices', () => {
    it('lists every attempt newest first, 10 a page, with the invoice of the one that paid', async () => {
      const customer = await newCustomer(backend);
      await api.setAddress(customer, { countryCode: 'PT' });
      await api.chooseLicence(customer, '3');
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const declined = await api.pay(customer, { provider: 'TEST_CARD', cardToken: await cardToken(backend.app, CARDS.declined), returnUrl: '/' });
        expect(declined.json().payment.status).toBe('DECLINED');
        backend.clock.advanceMinutes(1);
      }
      const paid = (await api.pay(customer, { provider: 'TEST_CARD', cardToken: await cardToken(backend.app, CARDS.visa), returnUrl: '/' })).json().payment;

      const first = (await api.call('POST', '/api/v2/customer/history/payment', customer, {})).json();
      expect(first.paging).toEqual({ page: 1, rpp: 10, totalCount: 12, moreDataAvailable: true });
      expect(first.payments).toHaveLength(10);
      expect(first.payments[0]).toEqual({
        id: paid.id, invoiceId: paid.invoiceId, invoiceNumber: expect.stringMatching(/^INV-\d{6}$/), date: expect.any(String),
        description: 'Ringside Championship 12 (pay-per-view)', amount: { amount: 1999, currency: 'EUR', scale: 2 }, status: 'SUCCEEDED',
        declineCode: null, provider: 'TEST_CARD', card: { brand: 'visa', last4: '4242' },
      });
      expect(first.payments[1]).toMatchObject({ status: 'DECLINED', declineCode: 'CARD_DECLINED', invoiceId: null, invoiceNumber: null });
      const dates = first.payments.map((entry: { date: string }) => entry.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = (await api.call('POST', '/api/v2/customer/history/payment?rpp=10&p=2', customer, {})).json();
      expect(second.payments).toHaveLength(2);
      expect(second.paging.moreDataAvailable).toBe(false);
    });

    it('shows an invoice as it was written, whatever the address becomes later', async () => {
      const customer = await newCustomer(backend);
      await api.call('PUT', '/api/v2/user/billing-details', customer, { fullName: 'Rui Costa', countryCode: 'PT', postalCode: '4000-001', city: 'Porto' });
      await api.chooseLicence(customer, '3');
      const paid = (await api.pay(customer, { provider: 'TEST_CARD', cardToken: await cardToken(backend.app, CARDS.visa), returnUrl: '/' })).json().payment;
      await api.call('PUT', '/api/v2/user/billing-details', customer, { fullName: 'Someone Else', countryCode: 'ES' });
      const { invoice } = (await api.call('GET', `/api/v2/customer/invoices/${paid.invoiceId}`, customer)).json();
      expect(invoice).toMatchObject({
        paymentId: paid.id,
        number: expect.stringMatching(/^INV-\d{6}$/),
        lines: [{ name: 'Ringside Championship 12 (pay-per-view)', periods: 1, total: { amount: 1999, currency: 'EUR', scale: 2 } }],
        total: { amount: 1999 }, tax: { amount: 374 }, totalExcTax: { amount: 1625 }, taxInclusive: true, taxRateBasisPoints: 2300, taxCountryCode: 'PT',
        billingAddress: { countryCode: 'PT', postalCode: '4000-001', city: 'Porto', region: null, line1: null },
        customer: { fullName: 'Rui Costa', taxNumber: null },
        provider: 'TEST_CARD',
        card: { brand: 'visa', last4: '4242' },
      });
      expect(moneyAmountsIn(invoice).every(Number.isInteger)).toBe(true);
      expect((await api.call('GET', '/api/v2/customer/invoices/999999', customer)).statusCode).toBe(404);
    });
  });
});
