// Paying the open basket (POST /basket/pay), in three steps so that no
// database transaction is held while a provider is asked:
//
// 1. In a transaction holding the customer's payment lock: find the payment of
//    this Idempotency-Key (a retry answers it), else price the basket afresh
//    (the client never states a price) and record a PENDING payment of exactly
//    that. The key is unique per customer and at most one payment of a basket
//    is in flight or successful (both enforced by the database too).
// 2. Ask the provider to charge, with the payment's id as the provider's own
//    idempotency key: a retry, or a concurrent duplicate, asks again and hears
//    the first answer; nothing is charged twice.
// 3. Settle: move the payment to the outcome if its status still allows, and
//    on success fulfil the purchase in that same transaction (fulfilment.ts).
//
// Outcomes that need the customer (3-D Secure, a PayPal approval) reach step 3
// later through the provider's signed callback (paymentCallbackRoutes.ts).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { localise } from '../i18n/language.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { openBasket } from '../basket/baskets.ts';
import { quoteBasket, type BasketQuote } from '../basket/basketQuote.ts';
import { cardById, cardExpired } from '../customer/cards.ts';
import { providerAdapter } from './adapters.ts';
import { fulfilPayment } from './fulfilment.ts';
import {
  inFlightPayments,
  insertPayment,
  paymentById,
  paymentByKey,
  supersedePayments,
  transitionPayment,
  type PaymentRow,
  type Purchase,
} from './payments.ts';
import { enabledProviders } from './paymentProviders.ts';
import type { ChargeOutcome, ProviderAdapter } from './providerAdapter.ts';

/**
 * Namespace of the per-customer advisory lock (any constant; the migration and key locks use others).
 * Every payment of a customer is recorded under it: baskets here, subscription charges in subscription/.
 */
export const PAYMENT_LOCK = 4102;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;

export interface PayBody {
  provider: string;
  cardToken?: string;
  cardId?: string;
  saveCard?: boolean;
  returnUrl: string;
}

export interface PayContext {
  realm: Pick<Realm, 'id' | 'name' | 'domains' | 'hasVouchers' | 'defaultLanguage'>;
  userId: number;
  geoCountry: string;
  language: string;
  /** The web app's base as the buyer sees it (mail/webLinks.ts): a gift's redemption link is built on it. */
  webBase?: string;
}

export interface PaymentDeps {
  db: Database;
  now: () => Date;
  log?: FastifyBaseLogger;
}

/** The fingerprint of a pay request: the same key with another body is a client bug, not a retry. */
export function requestHashOf(body: PayBody): string {
  const canonical = JSON.stringify([body.provider, body.cardToken ?? null, body.cardId ?? null, body.saveCard ?? false, body.returnUrl]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * Where a provider may send the customer's browser back to: a path of this
 * site ("/account/payment?x"), or an address on one of the realm's own domains.
 * Anything else would make the payment pages an open redirect.
 */
export function isAllowedReturnUrl(url: string, domains: readonly string[]): boolean {
  if (url.length > 2000 || /[\\\s\u0000-\u001f]/.test(url)) return false;
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return false;
    return new URL(url, 'http://relative.invalid').host === 'relative.invalid';
  }
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password &&
      domains.includes(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}

export async function payBasket(deps: PaymentDeps, context: PayContext, idempotencyKey: string, body: PayBody): Promise<PaymentRow> {
  const requestHash = requestHashOf(body);
  const earlier = await paymentByKey(deps.db, context.userId, idempotencyKey);
  if (earlier) return answerRetry(deps, earlier, requestHash);

  if (!isAllowedReturnUrl(body.returnUrl, context.realm.domains)) {
    throw new ApiError(400, 'RETURN_URL_INVALID', 'returnUrl must be a path of this site or an address on one of the realm’s domains');
  }
  const providerRow = (await enabledProviders(deps.db, context.realm.id)).find((provider) => provider.name === body.provider);
  const adapter = providerRow ? providerAdapter(providerRow.name, deps.db, deps.now) : null;
  if (!adapter) throw new ApiError(400, 'PROVIDER_NOT_AVAILABLE', `The realm takes no payment provider named ${body.provider}`);
  const method = await paymentMethod(deps, context, adapter, body);
  const cancelled = await cancelWaitingAttempts(deps, context, idempotencyKey);

  const { payment, created } = await deps.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [PAYMENT_LOCK, context.userId]);
    // Another request with this key (a concurrent duplicate) may have got here first.
    const first = await paymentByKey(tx, context.userId, idempotencyKey);
    if (first) return { payment: first, created: false };

    const basket = await openBasket(tx, context.realm.id, context.userId, { forUpdate: true });
    const quote = await quoteBasket(tx, { realm: context.realm, userId: context.userId, geoCountry: context.geoCountry, now: deps.now(), lockVoucher: true }, basket);
    if (!basket || !quote.priced || !quote.licence || !quote.unitPrice) throw new ApiError(409, 'BASKET_EMPTY', 'There is nothing in the basket to pay for');
    if (quote.problem === 'ALREADY_LICENSED') throw new ApiError(409, 'ALREADY_LICENSED', 'You already hold this licence');
    if (quote.problem) throw new ApiError(409, quote.problem, 'This licence is no longer on sale');
    if (quote.voucher && !quote.voucher.valid) {
      throw new ApiError(409, 'VOUCHER_INVALID', 'The voucher code in the basket no longer applies: remove it or try another', {
        reason: quote.voucher.reason,
      });
    }
    if (!quote.providers.some((provider) => provider.name === body.provider)) {
      throw new ApiError(400, 'PROVIDER_NOT_AVAILABLE', `This basket cannot be paid with ${body.provider}`, {
        availableProviders: quote.providers.map((provider) => provider.name),
      });
    }
    if (adapter.takesCards && !method) throw new ApiError(400, 'PAYMENT_METHOD_REQUIRED', 'Give a cardToken or a cardId to pay by card');

    const inFlight = (await inFlightPayments(tx, basket.id)).filter((other) => other.idempotencyKey !== idempotencyKey);
    if (inFlight.some((other) => other.status === 'PENDING' || !cancelled.has(other.id))) {
      throw new ApiError(409, 'PAYMENT_IN_PROGRESS', 'Another payment of this basket is being made; try again in a moment');
    }
    await supersedePayments(tx, inFlight.map((other) => other.id), deps.now());

    const priced = quote.priced;
    const inserted = await insertPayment(tx, {
      id: randomUUID(),
      realmId: context.realm.id,
      userId: context.userId,
      basketId: basket.id,
      idempotencyKey,
      requestHash,
      provider: body.provider,
      cardId: method?.cardId ?? null,
      providerToken: method?.token ?? null,
      saveCard: body.saveCard === true,
      voucherCode: quote.voucher?.valid ? quote.voucher.code : null,
      net: priced.totalExcTax,
      discount: priced.totalDiscount,
      tax: priced.tax,
      total: priced.total,
      returnUrl: body.returnUrl,
      description: localise(quote.gift?.name ?? quote.licence.name, context.language, context.realm.defaultLanguage),
      purchase: purchaseOf(quote, context, method),
      now: deps.now(),
    });
    return { payment: inserted, created: true };
  });
  return created ? drive(deps, payment) : answerRetry(deps, payment, requestHash);
}

/** A request whose key was seen before: the same body hears that payment's answer; another body is refused. */
async function answerRetry(deps: PaymentDeps, payment: PaymentRow, requestHash: string): Promise<PaymentRow> {
  if (payment.requestHash !== requestHash) {
    throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request; use a new key for a new payment');
  }
  return drive(deps, payment);
}

interface Method {
  cardId: number | null;
  token: string;
  card: NonNullable<Purchase['card']>;
}

async function paymentMethod(deps: PaymentDeps, context: PayContext, adapter: ProviderAdapter, body: PayBody): Promise<Method | null> {
  if (!adapter.takesCards) {
    if (body.cardToken || body.cardId) throw new ApiError(400, 'VALIDATION_FAILED', `${body.provider} takes no card: leave out cardToken and cardId`);
    return null;
  }
  if (body.cardToken && body.cardId) throw new ApiError(400, 'VALIDATION_FAILED', 'Give a cardToken or a cardId, not both');
  if (body.cardId) {
    const card = await cardById(deps.db, context.userId, Number(body.cardId));
    if (!card) throw notFound(`Card ${body.cardId}`);
    if (card.provider !== body.provider) throw new ApiError(400, 'CARD_NOT_FOR_PROVIDER', `Card ${body.cardId} is held by ${card.provider}`);
    if (cardExpired(card, deps.now())) throw new ApiError(400, 'CARD_EXPIRED', 'This card has expired; add another');
    return { cardId: card.id, token: card.providerToken, card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } };
  }
  if (!body.cardToken) return null;
  const attached = await adapter.attachCard(body.cardToken, customerRef(context.userId), context.realm.id);
  if (!attached.ok) {
    throw attached.code === 'CARD_EXPIRED'
      ? new ApiError(400, 'CARD_EXPIRED', 'This card has expired')
      : new ApiError(400, 'CARD_TOKEN_INVALID', 'The card token is unknown, expired or not yours: enter the card again');
  }
  return { cardId: null, token: body.cardToken, card: attached.card };
}

/**
 * Attempts of the basket still waiting at a provider's page (an abandoned
 * 3-D Secure or PayPal window) give way to a new one. Each is cancelled at its
 * provider first, outside any transaction, so that a late approval cannot
 * capture money for an attempt the platform has given up; one the customer
 * completed meanwhile stops the new attempt (PAYMENT_IN_PROGRESS).
 */
async function cancelWaitingAttempts(deps: PaymentDeps, context: PayContext, idempotencyKey: string): Promise<Set<string>> {
  const basket = await openBasket(deps.db, context.realm.id, context.userId);
  const waiting = basket ? (await inFlightPayments(deps.db, basket.id)).filter((other) => other.status === 'REQUIRES_ACTION' && other.idempotencyKey !== idempotencyKey) : [];
  const cancelled = new Set<string>();
  for (const other of waiting) {
    const adapter = providerAdapter(other.provider, deps.db, deps.now);
    if (adapter && (await adapter.cancel(other.id))) cancelled.add(other.id);
  }
  return cancelled;
}

function customerRef(userId: number): string {
  return `user:${userId}`;
}

function purchaseOf(quote: BasketQuote, context: PayContext, method: Method | null): Purchase {
  const priced = quote.priced!;
  const licence = quote.licence!;
  const { gift, item } = quote;
  const say = (value: Parameters<typeof localise>[0]) => localise(value, context.language, context.realm.defaultLanguage);
  return {
    licenceId: licence.id,
    licenceKind: licence.kind,
    subscriptionPeriod: licence.subscriptionPeriod,
    trialDays: quote.trialDays,
    unitPrice: quote.unitPrice!,
    lines: priced.basketItems.map((line) => ({
      name: say(gift?.name ?? licence.name),
      description: say(gift?.description ?? licence.description),
      periods: line.periods,
      catalogPrice: line.catalogPrice,
      discount: line.discount,
      tax: line.tax,
      total: line.total,
      totalExcTax: line.totalExcTax,
    })),
    dueAfterTrial: priced.dueAfterTrial ? { amount: priced.dueAfterTrial.amount, date: priced.dueAfterTrial.date.toISOString() } : null,
    tax: { ...quote.regime },
    voucher: quote.voucher?.valid && quote.voucher.stored ? { code: quote.voucher.code, duration: quote.voucher.stored.voucher.duration } : null,
    billingAddress: quote.address
      ? { countryCode: quote.address.countryCode, postalCode: quote.address.postalCode, region: quote.address.region, city: quote.address.city, line1: quote.address.line1 }
      : null,
    card: method?.card ?? null,
    gift:
      gift && item
        ? {
            giftItemId: gift.id,
            recipientEmail: item.recipientEmail ?? '',
            note: item.note,
            periods: licence.kind === 'SUBSCRIPTION' ? item.periods : null,
            webBase: context.webBase ?? '',
          }
        : null,
  };
}

/**
 * Takes a payment as far as it goes now: a PENDING one is charged (again, for
 * a retry: the provider answers its first outcome) and settled; any other is
 * answered as it stands. A provider that cannot be reached leaves it PENDING,
 * for the retry to finish: whether it charged is unknown, so it is not FAILED.
 */
export async function drive(deps: PaymentDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'PENDING') return payment;
  const adapter = providerAdapter(payment.provider, deps.db, deps.now);
  if (!adapter) throw new Error(`payment ${payment.id}: no adapter for ${payment.provider}`);
  let outcome: ChargeOutcome;
  try {
    outcome = await adapter.charge({
      paymentId: payment.id,
      merchantRealmId: payment.realmId,
      customerRef: customerRef(payment.userId),
      amount: payment.total,
      description: payment.description,
      token: payment.providerToken,
      returnUrl: payment.returnUrl,
    });
  } catch (error) {
    deps.log?.error({ err: error, paymentId: payment.id }, 'payment provider unreachable; the payment stays PENDING');
    throw new ApiError(502, 'PROVIDER_UNAVAILABLE', 'The payment provider did not answer; retry with the same Idempotency-Key');
  }
  return settlePayment(deps, payment.id, outcome);
}

/** Moves the payment to `outcome` if it still may, fulfilling a success in the same transaction; answers the payment as it now stands. */
export async function settlePayment(deps: PaymentDeps, paymentId: string, outcome: ChargeOutcome): Promise<PaymentRow> {
  return deps.db.transaction(async (tx) => {
    const moved = await transitionPayment(tx, paymentId, outcome, deps.now());
    const payment = (await paymentById(tx, paymentId))!;
    if (moved && payment.status === 'SUCCEEDED') {
      await fulfilPayment(tx, payment, deps.now());
      return (await paymentById(tx, paymentId))!;
    }
    return payment;
  });
}
