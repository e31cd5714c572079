// Gifts through the gateway against the real backend, as a TV or mobile app
// would (bearer tokens; the card tokenised at the test provider, as its field
// does in the browser): a customer sends the Championship 12 pay-per-view to a
// friend, whose emailed code previews and redeems once; Acme offers no gifts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRingsideCustomer, type AskGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { mailsTo } from '../support/mailbox.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { tokeniseTestCard } from '../support/testCard.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const newCustomer = () => newRingsideCustomer(platform);

const visitor: AskGateway = (query, variables) => graphql(platform.url, query, { realm: 'ringside', variables });

const tokenise = (number: string, publishableKey: string) => tokeniseTestCard(platform, number, publishableKey);

/** The code in the latest mail to `to`, and the link it came with. */
async function mailedGift(to: string): Promise<{ code: string; link: string }> {
  const mail = (await mailsTo(platform, to)).find((candidate) => /Your code:/.test(candidate.text));
  const code = mail && /Your code: (\S+)/.exec(mail.text)?.[1];
  if (!code || !mail.link) throw new Error(`no gift code was mailed to ${to}`);
  return { code, link: mail.link };
}

const ITEMS = `{ viewer { giftItems { id internalId name kind itemPrice { amount currency scale } total { amount currency }
  period minPeriods maxPeriods licence { internalId liveEvent { internalId } } } } }`;
const CHOOSE = `mutation ($input: ChooseGiftInput!) { chooseGift(input: $input) {
  basket { licence { internalId } total { amount currency } trial { days } lines { name periods catalogPrice { amount } gift { giftId recipientEmail note } }
    paymentProviders { name type publishableKey } }
  userErrors { messageKey field } } }`;
const PAY = `mutation ($input: PayBasketInput!) { payBasket(input: $input) { payment { status amount { amount currency } licence { internalId } } userErrors { messageKey } } }`;
const PREVIEW = `query ($code: String!) { giftRedemption(code: $code) { status gift { name kind senderName note periods period expiresAt
  licence { internalId liveEvent { internalId } } } } }`;
const REDEEM = `mutation ($code: String!) { redeemGift(input: { code: $code }) { gift { name } licence { internalId } endsAt userErrors { messageKey field } } }`;
const CHAMPIONSHIP = 'gift-championship-12';
const PREMIUM = 'gift-premium';

describe('gifts on Ringside', () => {
  it('lists the gifts in the viewer’s currency: a pay-per-view without periods, Premium by 1 to 12 months', async () => {
    const as = await newCustomer();
    const answer = await as(ITEMS);
    expect(answer.errors).toBeUndefined();
    // The account is Brazilian (support/accounts.ts): reais.
    expect(answer.data!.viewer.giftItems).toEqual([
      expect.objectContaining({ internalId: PREMIUM, name: 'Gift Premium', kind: 'SUBSCRIPTION', itemPrice: { amount: 3990, currency: 'BRL', scale: 2 },
        period: 'MONTH', minPeriods: 1, maxPeriods: 12, licence: { internalId: '1', liveEvent: null } }),
      expect.objectContaining({ internalId: CHAMPIONSHIP, kind: 'PAY_PER_VIEW', itemPrice: { amount: 7990, currency: 'BRL', scale: 2 },
        period: null, minPeriods: null, maxPeriods: null, licence: { internalId: '3', liveEvent: { internalId: '4' } } }),
    ]);
    const [premium] = answer.data!.viewer.giftItems;
    expect((await as('query ($id: ID!) { node(id: $id) { ... on GiftItem { internalId } } }', { id: premium.id })).data!.node).toEqual({ internalId: PREMIUM });
  });

  it('refuses a gift request the customer can fix, leaving the basket as it was', async () => {
    const as = await newCustomer();
    const refused = async (input: Record<string, unknown>) => (await as(CHOOSE, { input })).data!.chooseGift;
    expect(await refused({ giftId: PREMIUM, recipientEmail: '' })).toEqual({ basket: null, userErrors: [{ messageKey: 'pleaseProvideYourEmail', field: 'recipientEmail' }] });
    expect((await refused({ giftId: PREMIUM, recipientEmail: 'friend@', numberOfPeriods: 13, note: 'x'.repeat(501) })).userErrors).toEqual([
      { messageKey: 'pleaseProvideValidEmail', field: 'recipientEmail' },
      { messageKey: 'numberOfPeriodsInvalid', field: 'numberOfPeriods' },
      { messageKey: 'noteTooLong', field: 'note' },
    ]);
    expect((await refused({ giftId: CHAMPIONSHIP, recipientEmail: 'friend@example.com', numberOfPeriods: 2 })).userErrors).toEqual([
      { messageKey: 'numberOfPeriodsInvalid', field: 'numberOfPeriods' },
    ]);
    expect((await refused({ giftId: 'no-such-gift', recipientEmail: 'friend@example.com' })).userErrors).toEqual([{ messageKey: 'giftNotFound', field: 'giftId' }]);
    expect((await as('{ viewer { basket { total { amount } } } }')).data!.viewer.basket).toBeNull();
    // A visitor buys nothing before having an account.
    expect((await visitor(CHOOSE, { input: { giftId: CHAMPIONSHIP, recipientEmail: 'friend@example.com' } })).data!.chooseGift.userErrors).toEqual([
      { messageKey: 'signInToBuy', field: null },
    ]);
  });

  it('puts three months of Premium in the basket at three times the price, with no trial', async () => {
    const as = await newCustomer();
    const { basket, userErrors } = (await as(CHOOSE, { input: { giftId: PREMIUM, recipientEmail: 'friend@example.com', numberOfPeriods: 3 } })).data!.chooseGift;
    expect(userErrors).toEqual([]);
    expect(basket).toMatchObject({
      licence: { internalId: '1' }, trial: null, total: { amount: 3 * 3990, currency: 'BRL' },
      lines: [{ name: 'Gift Premium', periods: 3, catalogPrice: { amount: 3 * 3990 }, gift: { giftId: PREMIUM, recipientEmail: 'friend@example.com', note: null } }],
    });
  });

  it('sends the championship to a friend by email; the friend previews it, redeems it once and may watch', async () => {
    const sender = await newCustomer();
    const friendEmail = `friend-${randomUUID().slice(0, 8)}@example.com`;
    const chosen = await sender(CHOOSE, { input: { giftId: CHAMPIONSHIP, recipientEmail: ` ${friendEmail} `, note: 'Enjoy the fight!' } });
    expect(chosen.data!.chooseGift.userErrors).toEqual([]);
    const basket = chosen.data!.chooseGift.basket;
    expect(basket.lines[0]).toMatchObject({ periods: 1, gift: { giftId: CHAMPIONSHIP, recipientEmail: friendEmail, note: 'Enjoy the fight!' } });
    const card = basket.paymentProviders.find((provider: { type: string }) => provider.type === 'CREDIT_CARD');
    const cardToken = await tokenise('4242424242424242', card.publishableKey);
    const paid = await sender(PAY, { input: { idempotencyKey: randomUUID(), provider: card.name, cardToken, returnPath: '/gifts' } });
    expect(paid.data!.payBasket).toEqual({ payment: { status: 'SUCCEEDED', amount: { amount: 7990, currency: 'BRL' }, licence: { internalId: '3' } }, userErrors: [] });
    // The sender holds nothing themselves.
    expect((await sender('{ liveEvent(internalId: "4") { playability { reason } } }')).data!.liveEvent.playability.reason).toBe('NOT_LICENSED');

    const { code, link } = await mailedGift(friendEmail);
    expect(new URL(link).pathname).toBe('/gifts/redeem');
    expect(new URL(link).searchParams.get('code')).toBe(code);

    // Before signing in, the friend sees what the code gives.
    const preview = (await visitor(PREVIEW, { code })).data!.giftRedemption;
    expect(preview).toMatchObject({
      status: 'REDEEMABLE',
      gift: { name: 'Gift the Championship 12 pay-per-view', kind: 'PAY_PER_VIEW', senderName: 'Casey', note: 'Enjoy the fight!', periods: null, period: null },
    });
    expect(Date.parse(preview.gift.expiresAt)).toBeGreaterThan(Date.now() + 360 * 86_400_000);

    const friend = await newCustomer();
    expect((await friend('{ liveEvent(internalId: "4") { playability { reason } } }')).data!.liveEvent.playability.reason).toBe('NOT_LICENSED');
    // Typed in lower case without its dashes, as people do.
    const redeemed = await friend(REDEEM, { code: code.toLowerCase().replace(/-/g, '') });
    expect(redeemed.data!.redeemGift).toEqual({ gift: { name: 'Gift the Championship 12 pay-per-view' }, licence: { internalId: '3' }, endsAt: null, userErrors: [] });
    expect((await friend('{ liveEvent(internalId: "4") { playability { reason } } }')).data!.liveEvent.playability.reason).not.toBe('NOT_LICENSED');

    expect((await friend(PREVIEW, { code })).data!.giftRedemption).toMatchObject({ status: 'ALREADY_REDEEMED', gift: { kind: 'PAY_PER_VIEW' } });
    const again = await (await newCustomer())(REDEEM, { code });
    expect(again.data!.redeemGift).toEqual({ gift: null, licence: null, endsAt: null, userErrors: [{ messageKey: 'GIFT_ALREADY_REDEEMED', field: 'code' }] });
  });

  it('tells an unknown code, and asks a guest to sign in before redeeming', async () => {
    expect((await visitor(PREVIEW, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).data!.giftRedemption).toEqual({ status: 'NOT_FOUND', gift: null });
    expect((await visitor(PREVIEW, { code: 'x'.repeat(41) })).data!.giftRedemption).toEqual({ status: 'NOT_FOUND', gift: null });
    const as = await newCustomer();
    expect((await as(REDEEM, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZ1' })).data!.redeemGift.userErrors).toEqual([{ messageKey: 'GIFT_NOT_FOUND', field: 'code' }]);
    expect((await visitor(REDEEM, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZ2' })).data!.redeemGift.userErrors).toEqual([{ messageKey: 'signInToRedeem', field: 'code' }]);
  });

  it('tells a customer whose app sent a broken code (a lone surrogate) that the input is bad, not that something failed', async () => {
    const as = await newCustomer();
    // JSON carries the lone surrogate as the escape "\ud800"; no UTF-8 (and no URL) can.
    const inVariable = await as(REDEEM, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZ\ud800' });
    expect(inVariable.status).toBe(400);
    expect(inVariable.errors).toEqual([
      expect.objectContaining({
        message: 'Variable "$code" got invalid value at "code": text must be valid Unicode (it holds a lone surrogate).',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', reason: 'INVALID_UNICODE', variableName: 'code' }),
      }),
    ]);
    const inline = await as('mutation { redeemGift(input: { code: "ZZZZ-ZZZZ-ZZZZ-ZZ\ud800" }) { userErrors { messageKey } } }');
    expect(inline.errors).toEqual([
      expect.objectContaining({
        message: 'Argument "input" of "redeemGift" got invalid value at "input.code": text must be valid Unicode (it holds a lone surrogate).',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argumentName: 'input', valuePath: 'input.code' }),
      }),
    ]);
  });
});

describe('gifts on Acme', () => {
  it('offers none, and no code names a gift', async () => {
    const acme: AskGateway = (query, variables) => graphql(platform.url, query, { realm: 'acme', variables });
    expect((await acme('{ viewer { giftItems { internalId } } }')).data!.viewer.giftItems).toEqual([]);
    expect((await acme(PREVIEW, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).data!.giftRedemption).toEqual({ status: 'NOT_FOUND', gift: null });
  });
});
