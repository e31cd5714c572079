import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken, type TestCustomer } from '../payment/paymentTestSupport.ts';
import { headers, type TestBackend } from '../testing/testBackend.ts';
import { billingBackend, billingCalls, CARDS, eur, MONTHLY, plusMonths } from '../subscription/subscriptionTestSupport.ts';

// Ringside's gifts (seed/commerce.ts): "Gift Premium" (Premium Monthly, 1–12 months) and "Gift the Championship 12
// pay-per-view" (live event 4). Acme offers none. Calls under /api/v4.
const PREMIUM = 'gift-premium';
const CHAMPIONSHIP = 'gift-championship-12';

// The stories that move the clock by months come last: the championship (event 4) is over by then.
describe('gifts', () => {
  let backend: TestBackend;
  let calls: ReturnType<typeof billingCalls>;
  beforeAll(async () => {
    backend = await billingBackend();
    calls = billingCalls(backend);
    await backend.database.query('delete from price_migration');
  });
  afterAll(() => backend.close());

  const v4 = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestCustomer | Record<string, string>, payload?: object, extra: Record<string, string> = {}) =>
    backend.app.inject({ method, url: `/api/v4${url}`, headers: { ...('headers' in who ? (who.headers as Record<string, string>) : who), ...extra }, ...(payload ? { payload } : {}) });

  async function addGift(sender: TestCustomer, giftId: string, body: object, country = 'PT') {
    expect((await v4('DELETE', '/basket/changes', sender)).statusCode).toBe(200);
    return v4('POST', `/basket/gift/${giftId}?countryCode=${country}`, sender, body);
  }

  /** The sender buys a gift for `recipientEmail` by card; answers the code mailed to the recipient. */
  async function sendGift(giftId: string, recipientEmail: string, options: { periods?: number; note?: string } = {}) {
    const sender = await calls.customer();
    const added = await addGift(sender, giftId, {
      recipientEmail, note: options.note ?? null, ...(options.periods ? { options: { numberOfPeriods: { type: 'INT_RANGE', value: options.periods } } } : {}),
    });
    expect(added.statusCode).toBe(200);
    const token = await cardToken(backend.app, CARDS.visa);
    const paid = await v4('POST', '/basket/pay', sender, { provider: 'TEST_CARD', cardToken: token, returnUrl: '/gifts' }, { 'idempotency-key': `gift-${Math.random().toString(36).slice(2, 12)}` });
    expect(paid.json().payment.status).toBe('SUCCEEDED');
    const [mail] = await calls.mailTo(recipientEmail);
    const code = /Your code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail!.text)?.[1];
    if (!code) throw new Error(`no code in ${mail?.text}`);
    return { sender, code, mail: mail!, payment: paid.json().payment };
  }

  const redeem = (who: TestCustomer, code: string) => v4('POST', `/gift/redeem/${code}`, who, {});
  const preview = (who: TestCustomer | Record<string, string>, code: string) => v4('GET', `/gift/redeem/${code}`, who);
  let recipients = 0;
  const recipientEmail = () => `recipient${(recipients += 1)}-${Date.now()}@example.com`;

  describe('on offer', () => {
    it('lists the gifts priced in the country’s currency, the default one where the licence has none', async () => {
      const list = async (country: string) => (await v4('GET', `/gifts?countryCode=${country}`, headers())).json().gifts;
      expect(await list('GB')).toEqual([
        {
          externalId: PREMIUM, name: 'Gift Premium', description: expect.any(String), licenceId: MONTHLY, kind: 'SUBSCRIPTION',
          itemPrice: { amount: 899, currency: 'GBP', scale: 2 },
          options: { period: { value: 'P1M' }, numberOfPeriods: { type: 'INT_RANGE', min: 1, max: 12 } },
          total: { amount: 899, currency: 'GBP', scale: 2 },
        },
        {
          externalId: CHAMPIONSHIP, name: 'Gift the Championship 12 pay-per-view', description: expect.any(String), licenceId: '3',
          kind: 'PAY_PER_VIEW', itemPrice: { amount: 1799, currency: 'GBP', scale: 2 }, options: null, total: { amount: 1799, currency: 'GBP', scale: 2 },
        },
      ]);
      expect((await list('BR')).map((gift: { itemPrice: unknown }) => gift.itemPrice)).toEqual([
        { amount: 3990, currency: 'BRL', scale: 2 }, { amount: 7990, currency: 'BRL', scale: 2 },
      ]);
      // No dollar price: the default (euros), with New York's sales tax on top in the total.
      expect((await list('US'))[0]).toMatchObject({ itemPrice: eur(999), total: eur(999 + 75) });
    });

    it('is not offered where the realm has no gifting: Acme answers 404 GIFTING_DISABLED', async () => {
      const acmeFan = await calls.customer('acme');
      for (const response of [
        await v4('GET', '/gifts', headers('acme')),
        await v4('POST', `/basket/gift/${PREMIUM}`, acmeFan, { recipientEmail: 'someone@example.com' }),
        await v4('GET', '/gift/redeem/AAAA-BBBB-CCCC-DDDD', acmeFan),
        await redeem(acmeFan, 'AAAA-BBBB-CCCC-DDDD'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('GIFTING_DISABLED');
      }
    });
  });

  describe('sending', () => {
    it('puts the gift in the basket at the price × the months, and paying mails the recipient a code and a link', async () => {
      const sender = await calls.customer();
      const to = recipientEmail();
      const basket = (await addGift(sender, PREMIUM, { recipientEmail: to, note: 'Happy birthday!', options: { numberOfPeriods: { type: 'INT_RANGE', value: 3 } } })).json();
      expect(basket).toMatchObject({
        total: eur(2997), trial: null, voucher: null, needsPaymentMethod: true,
        basketItems: [{ kind: 'GIFT', licenceId: MONTHLY, name: 'Gift Premium', periods: 3, catalogPrice: eur(2997), gift: { giftId: PREMIUM, recipientEmail: to, note: 'Happy birthday!' } }],
      });
      expect((await v4('GET', '/basket', sender)).json().basketItems[0].kind).toBe('GIFT');

      const token = await cardToken(backend.app, CARDS.visa);
      const { payment } = (await v4('POST', '/basket/pay', sender, { provider: 'TEST_CARD', cardToken: token, returnUrl: '/gifts' }, { 'idempotency-key': 'gift-pay-0001' })).json();
      expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: eur(2997), description: 'Gift Premium', licenceId: MONTHLY });

      const [mail] = await calls.mailTo(to);
      expect(mail!.subject).toMatch(/sent you a gift: Gift Premium$/);
      expect(mail!.text).toContain('3 months');
      expect(mail!.text).toContain('Happy birthday!');
      const code = /Your code: (\S+)/.exec(mail!.text)![1]!;
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(mail!.link).toBe(`http://ringside.localhost:4000/gifts/redeem?code=${code}`);
      // The code itself is kept nowhere but in the mail.
      const [stored] = await backend.database.query<{ codeHash: string; expiresAt: Date }>(`select code_hash as "codeHash", expires_at as "expiresAt" from gift where payment_id = $1`, [payment.id]);
      expect(stored!.codeHash).not.toContain(code.replace(/-/g, ''));
      expect(stored!.expiresAt.toISOString()).toBe(plusMonths(backend.clock.now.toISOString(), 12));

      // The sender is invoiced and told; they hold nothing themselves.
      expect((await calls.mailTo(sender))[0]).toMatchObject({ subject: expect.stringMatching(/^Your receipt INV-/), text: expect.stringContaining(`on its way to ${to}`) });
      expect(await calls.playability(sender, 'VIDEO:3')).toMatchObject({ playable: false, reason: 'NOT_LICENSED' });
      expect(await calls.subscriptions(sender)).toEqual([]);
    });

    it('checks the request: a valid email, months within the gift’s range, none for a pay-per-view, a short note', async () => {
      const sender = await calls.customer();
      const refused = async (giftId: string, body: object) => {
        const response = await addGift(sender, giftId, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('INVALID_GIFT_REQUEST');
        return response.json().messages.map((message: { field: string; messageKey: string }) => `${message.field}:${message.messageKey}`);
      };
      expect(await refused(PREMIUM, { recipientEmail: 'not-an-email' })).toEqual(['recipientEmail:pleaseProvideValidEmail']);
      expect(await refused(PREMIUM, { recipientEmail: '' })).toEqual(['recipientEmail:pleaseProvideYourEmail']);
      expect(await refused(PREMIUM, { recipientEmail: 'a@example.com', options: { numberOfPeriods: { type: 'INT_RANGE', value: 13 } } })).toEqual([
        'options.numberOfPeriods:numberOfPeriodsInvalid',
      ]);
      expect(await refused(CHAMPIONSHIP, { recipientEmail: 'a@example.com', options: { numberOfPeriods: { type: 'INT_RANGE', value: 2 } } })).toEqual([
        'options.numberOfPeriods:numberOfPeriodsInvalid',
      ]);
      expect(await refused(PREMIUM, { recipientEmail: 'bad', note: 'x'.repeat(501), options: { numberOfPeriods: { type: 'INT_RANGE', value: 0 } } })).toEqual([
        'recipientEmail:pleaseProvideValidEmail', 'options.numberOfPeriods:numberOfPeriodsInvalid', 'note:noteTooLong',
      ]);
      expect((await addGift(sender, 'no-such-gift', { recipientEmail: 'a@example.com' })).statusCode).toBe(404);
      // A gift needs an account to buy it.
      expect((await v4('POST', `/basket/gift/${PREMIUM}`, headers(), { recipientEmail: 'a@example.com' })).json().code).toBe('UNAUTHENTICATED');
    });
  });

  describe('redeeming', () => {
    it('unlocks the championship pay-per-view for good for the recipient, once', async () => {
      const to = recipientEmail();
      const { code, sender } = await sendGift(CHAMPIONSHIP, to, { note: 'Enjoy the fight' });
      const recipient = await calls.customer();
      expect(await calls.playability(recipient, 'LIVE_EVENT:4')).toMatchObject({ playable: false, reason: 'NOT_LICENSED' });

      const shown = (await preview(headers(), code)).json();
      expect(shown).toMatchObject({
        name: 'Gift the Championship 12 pay-per-view', licenceId: '3', kind: 'PAY_PER_VIEW', note: 'Enjoy the fight', periods: null, period: null,
        redeemed: false, expired: false,
      });
      expect(shown.senderName).toMatch(/^Buyer \d+$/);
      expect(shown).not.toHaveProperty('recipientEmail');
      expect((await calls.mailTo(sender))[0]!.subject).toMatch(/^Your receipt/);

      const redeemed = await redeem(recipient, code.toLowerCase().replace(/-/g, ''));
      expect(redeemed.statusCode).toBe(200);
      expect(redeemed.json()).toMatchObject({ licenceId: '3', endsAt: null, subscriptionId: null, gift: { redeemed: true } });
      expect((await calls.playability(recipient, 'LIVE_EVENT:4')).reason).not.toBe('NOT_LICENSED');
      const [entitlement] = await backend.database.query(`select source, ends_at as "endsAt" from entitlement where user_id = $1`, [recipient.userId]);
      expect(entitlement).toEqual({ source: 'GIFT', endsAt: null });

      expect((await preview(recipient, code)).json()).toMatchObject({ redeemed: true });
      const again = await redeem(await calls.customer(), code);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('GIFT_ALREADY_REDEEMED');
    });

    it('refuses a pay-per-view the recipient holds already, leaving the code good for someone else', async () => {
      const { code } = await sendGift(CHAMPIONSHIP, recipientEmail());
      const holder = await calls.customer();
      await backend.database.query(`insert into entitlement (user_id, licence_id, source, starts_at) values ($1, 3, 'PURCHASE', $2)`, [holder.userId, backend.clock.now]);
      const refused = await redeem(holder, code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ALREADY_LICENSED');
      expect((await redeem(await calls.customer(), code)).statusCode).toBe(200);
    });

    it('redeems a code once when two customers try at the same moment', async () => {
      const { code } = await sendGift(CHAMPIONSHIP, recipientEmail());
      const [first, second] = [await calls.customer(), await calls.customer()];
      const answers = await Promise.all([redeem(first, code), redeem(second, code)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [granted] = await backend.database.query<{ n: number }>(`select count(*)::int as n from entitlement where source = 'GIFT' and user_id = any($1::int[])`, [
        [first.userId, second.userId],
      ]);
      expect(granted!.n).toBe(1);
    });

    it('tells an expired code (410) and an unknown one (404, nothing more), and stops a guesser', async () => {
      const { code, payment } = await sendGift(CHAMPIONSHIP, recipientEmail());
      // A year has gone by.
      await backend.database.query(`update gift set expires_at = $2 where payment_id = $1`, [payment.id, new Date(backend.clock.now.getTime() - 1000)]);
      const recipient = await calls.customer();
      expect((await preview(recipient, code)).json()).toMatchObject({ expired: true, redeemed: false });
      const expired = await redeem(recipient, code);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe('GIFT_EXPIRED');

      const guesser = await calls.customer();
      const unknown = await redeem(guesser, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'GIFT_NOT_FOUND', message: expect.any(String) });
      expect((await preview(guesser, 'not a code')).json().code).toBe('GIFT_NOT_FOUND');
      // Five wrong guesses in 15 minutes, and the next needs a captcha.
      for (let i = 0; i < 3; i += 1) expect((await redeem(guesser, `ZZZZ-ZZZZ-ZZZZ-ZZZ${i}`)).statusCode).toBe(404);
      const challenged = await redeem(guesser, 'ZZZZ-ZZZZ-ZZZZ-ZZZ9');
      expect(challenged.statusCode).toBe(402);
      expect(challenged.json().code).toBe('CHALLENGE_REQUIRED');
    });

    it('gives months of Premium as a gift subscription that needs no card and just ends', async () => {
      const { code } = await sendGift(PREMIUM, recipientEmail(), { periods: 2 });
      const recipient = await calls.customer();
      expect((await preview(recipient, code)).json()).toMatchObject({ name: 'Gift Premium', kind: 'SUBSCRIPTION', periods: 2, period: 'P1M' });
      const redeemed = (await redeem(recipient, code)).json();
      const end = plusMonths(backend.clock.now.toISOString(), 2);
      expect(redeemed).toMatchObject({ licenceId: MONTHLY, endsAt: end, subscriptionId: expect.any(String) });
      expect(await calls.only(recipient)).toMatchObject({
        id: redeemed.subscriptionId, source: 'GIFT', status: 'ACTIVE', currentPeriodEnd: end, nextCharge: null, card: null, cancelAtPeriodEnd: false,
      });
      expect((await calls.playability(recipient, 'VIDEO:3')).playable).toBe(true);
      // A gift is not cancelled: it ends by itself.
      const [subscription] = await calls.subscriptions(recipient);
      expect((await calls.api.call('POST', `/api/v2/customer/subscriptions/${subscription!.id}/cancel`, recipient, {})).json().code).toBe('SUBSCRIPTION_NOT_RENEWING');

      await calls.runBillingAt(end);
      expect(await calls.only(recipient)).toMatchObject({ status: 'EXPIRED', endedAt: end });
      expect(await calls.playability(recipient, 'VIDEO:3')).toMatchObject({ playable: false, reason: 'NOT_LICENSED' });
      expect(await calls.charges(recipient)).toEqual([]);
    });

    it('adds the months to a subscriber’s own subscription: their next charge moves on', async () => {
      const subscriber = await calls.customer();
      await calls.subscribe(subscriber, MONTHLY);
      await calls.runBillingAt((await calls.only(subscriber)).currentPeriodEnd);
      const before = await calls.only(subscriber);
      const { code } = await sendGift(PREMIUM, recipientEmail(), { periods: 3 });
      const redeemed = (await redeem(subscriber, code)).json();
      expect(redeemed.subscriptionId).toBe(before.id);
      expect(await calls.only(subscriber)).toMatchObject({
        status: 'ACTIVE', source: 'PURCHASE', currentPeriodEnd: plusMonths(before.currentPeriodEnd, 3),
        nextCharge: { amount: eur(999), date: plusMonths(before.currentPeriodEnd, 3) },
      });
      expect(await calls.subscriptions(subscriber)).toHaveLength(1);
    });
  });
});
