// Charging a running subscription — a renewal, or a change to a dearer
// licence — through the same three steps as paying a basket (payment/payBasket.ts):
//
// 1. Under the customer's payment lock: the payment of this idempotency key if
//    there is one (a retry, a second backend, a run after a crash answers it),
//    else a PENDING payment of exactly the charge planned, recorded after the
//    subscription is read again and found as planned. A renewal's key is
//    deterministic (renewal:{subscription}:{charge index}:{attempt}), and at
//    most one payment of a charge is ever in flight or successful (checked
//    here, and by a unique index), so nothing is charged twice.
// 2. The provider charges the saved card with the payment's id as its own
//    idempotency key (payBasket's `drive`).
// 3. Settling a success applies it in the same transaction (subscriptionFulfilment.ts).
//
// Nobody is there to authorise a renewal: one the bank wants authorised
// (3-D Secure) is cancelled at the provider and counts as declined. A change
// of licence is asked for by the customer, who is sent to authorise it.
import { randomUUID } from 'node:crypto';
import type { Money } from '../basket/money.ts';
import type { TaxedAmount } from '../basket/tax.ts';
import { cardById, cardsPage, type CardRow } from '../customer/cards.ts';
import { ApiError } from '../http/apiError.ts';
import { localise } from '../i18n/language.ts';
import { providerAdapter } from '../payment/adapters.ts';
import { drive, PAYMENT_LOCK, settlePayment, type PaymentDeps } from '../payment/payBasket.ts';
import {
  insertPayment,
  paymentByKey,
  supersedePayments,
  type PaymentRow,
  type Purchase,
  type SubscriptionChargeDetails,
} from '../payment/payments.ts';
import type { BillingFacts, ChargePlan } from './subscriptionBilling.ts';
import { subscriptionById, type SubscriptionRow } from './subscriptions.ts';

/** Where a provider would send the browser back after authorising a charge of a subscription. */
export const SUBSCRIPTIONS_PAGE = '/account?section=subscriptions';

export interface SubscriptionChargeRequest {
  subscription: SubscriptionRow;
  plan: ChargePlan;
  facts: BillingFacts;
  kind: 'RENEWAL' | 'CHANGE';
  idempotencyKey: string;
  /** The fingerprint of what was asked: the same key with another request is refused. */
  requestHash: string;
  /** What is charged now: a renewal's period, or a change's prorated difference. */
  amount: { catalogPrice: Money; discount: Money; taxed: TaxedAmount };
  /** A renewal: the period it pays for. */
  period: { start: Date; end: Date } | null;
  restartPeriod: boolean;
  /** Nobody is there to authorise it (the renewal job). */
  offSession: boolean;
  /** The card to charge; default: the subscription's, else the customer's default card. */
  cardId?: number | null;
  language: string;
  defaultLanguage: string;
  /** Throws when the subscription read again under the lock is no longer as planned. */
  recheck(current: SubscriptionRow | null): void;
}

/** The card a subscription's charges go to: its own, else the customer's default (the first listed). */
export async function chargeCardOf(deps: PaymentDeps, subscription: Pick<SubscriptionRow, 'userId' | 'cardId'>, cardId?: number | null): Promise<CardRow | null> {
  const chosen = cardId ?? subscription.cardId;
  const own = chosen === null ? null : await cardById(deps.db, subscription.userId, chosen);
  if (own || cardId) return own;
  return (await cardsPage(deps.db, subscription.userId, { page: 1, rpp: 1, offset: 0 })).cards[0] ?? null;
}

export async function chargeSubscription(deps: PaymentDeps, request: SubscriptionChargeRequest): Promise<PaymentRow> {
  const { subscription } = request;
  const earlier = await paymentByKey(deps.db, subscription.userId, request.idempotencyKey);
  if (earlier) return finish(deps, answerRetry(earlier, request.requestHash), request.offSession);

  const card = await chargeCardOf(deps, subscription, request.cardId);
  const provider = card?.provider ?? subscription.paymentProvider;
  if (!providerAdapter(provider, deps.db, deps.now)) throw new Error(`subscription ${subscription.id}: no adapter for ${provider}`);
  if (request.kind === 'CHANGE') await supersedeWaitingChanges(deps, subscription.id);

  const { payment, created } = await deps.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [PAYMENT_LOCK, subscription.userId]);
    const first = await paymentByKey(tx, subscription.userId, request.idempotencyKey);
    if (first) return { payment: first, created: false };
    request.recheck(await subscriptionById(tx, subscription.id, { forUpdate: true }));
    // Every payment of the customer is recorded under the lock: this sees any other attempt at the same charge.
    const [live] = await tx.query(
      request.kind === 'RENEWAL'
        ? `select 1 from payment where subscription_id = $1 and purpose = 'RENEWAL' and charge_index = $2
              and status in ('PENDING', 'REQUIRES_ACTION', 'SUCCEEDED')`
        : `select 1 from payment where subscription_id = $1 and purpose = 'CHANGE' and status in ('PENDING', 'REQUIRES_ACTION')
              and $2::int is not null`,
      [subscription.id, subscription.nextChargeIndex],
    );
    if (live) throw new ApiError(409, 'PAYMENT_IN_PROGRESS', 'This charge of the subscription is being made, or was made; try again in a moment');
    const inserted = await insertPayment(tx, {
      id: randomUUID(),
      realmId: subscription.realmId,
      userId: subscription.userId,
      basketId: null,
      charge: {
        purpose: request.kind,
        subscriptionId: subscription.id,
        chargeIndex: request.kind === 'RENEWAL' ? subscription.nextChargeIndex : null,
      },
      idempotencyKey: request.idempotencyKey,
      requestHash: request.requestHash,
      provider,
      cardId: card?.id ?? null,
      providerToken: card?.providerToken ?? null,
      saveCard: false,
      // The voucher was redeemed when the subscription was bought: it takes no further use (purchase.voucher names it).
      voucherCode: null,
      net: request.amount.taxed.totalExcTax,
      discount: request.amount.discount,
      tax: request.amount.taxed.tax,
      total: request.amount.taxed.total,
      returnUrl: SUBSCRIPTIONS_PAGE,
      description: describe(request),
      purchase: purchaseOf(request, card),
      now: deps.now(),
    });
    return { payment: inserted, created: true };
  });
  return finish(deps, created ? payment : answerRetry(payment, request.requestHash), request.offSession);
}

/**
 * A change left waiting at the bank's page (the customer went away) gives way
 * to a new attempt, as a basket's does (payBasket.ts): cancelled at its
 * provider first, so a late approval cannot capture it too.
 */
async function supersedeWaitingChanges(deps: PaymentDeps, subscriptionId: number): Promise<void> {
  const waiting = await deps.db.query<{ id: string; provider: string }>(
    `select id, provider from payment where subscription_id = $1 and purpose = 'CHANGE' and status = 'REQUIRES_ACTION'`,
    [subscriptionId],
  );
  for (const payment of waiting) {
    const adapter = providerAdapter(payment.provider, deps.db, deps.now);
    if (adapter && (await adapter.cancel(payment.id))) await supersedePayments(deps.db, [payment.id], deps.now());
  }
}

function answerRetry(payment: PaymentRow, requestHash: string): PaymentRow {
  if (payment.requestHash !== requestHash) {
    throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request; use a new key for a new change');
  }
  return payment;
}

/** Charges a PENDING payment; an off-session one the bank wants authorised is cancelled there and fails. */
async function finish(deps: PaymentDeps, payment: PaymentRow, offSession: boolean): Promise<PaymentRow> {
  const driven = await drive(deps, payment);
  if (driven.status !== 'REQUIRES_ACTION' || !offSession) return driven;
  const adapter = providerAdapter(driven.provider, deps.db, deps.now);
  if (!adapter || !(await adapter.cancel(driven.id))) return driven;
  return settlePayment(deps, driven.id, { status: 'FAILED', declineCode: 'AUTHENTICATION_REQUIRED' });
}

function describe(request: SubscriptionChargeRequest): string {
  const name = localise(request.plan.licence.name, request.language, request.defaultLanguage);
  return request.kind === 'RENEWAL' ? `${name}: renewal` : `${name}: change of plan`;
}

function purchaseOf(request: SubscriptionChargeRequest, card: CardRow | null): Purchase {
  const { plan, amount, facts, subscription } = request;
  const say = (text: Parameters<typeof localise>[0]) => localise(text, request.language, request.defaultLanguage);
  const details: SubscriptionChargeDetails = {
    kind: request.kind,
    subscriptionId: subscription.id,
    fromLicenceId: plan.fromLicence.id,
    licenceId: plan.licence.id,
    period: plan.period,
    unitPrice: plan.unitPrice,
    voucherCode: plan.voucherAfter,
    periodStart: request.period?.start.toISOString() ?? null,
    periodEnd: request.period?.end.toISOString() ?? null,
    restartPeriod: request.restartPeriod,
  };
  const address = facts.address;
  return {
    licenceId: plan.licence.id,
    licenceKind: 'SUBSCRIPTION',
    subscriptionPeriod: plan.period,
    trialDays: 0,
    unitPrice: plan.unitPrice,
    lines: [
      {
        name: say(plan.licence.name),
        description: request.period
          ? `${request.period.start.toISOString().slice(0, 10)} – ${request.period.end.toISOString().slice(0, 10)}`
          : say(plan.licence.description),
        periods: 1,
        catalogPrice: amount.catalogPrice,
        discount: amount.discount,
        tax: amount.taxed.tax,
        total: amount.taxed.total,
        totalExcTax: amount.taxed.totalExcTax,
      },
    ],
    dueAfterTrial: null,
    tax: { ...plan.regime },
    voucher: plan.voucher && subscription.voucherCode ? { code: subscription.voucherCode, duration: plan.voucher.duration } : null,
    billingAddress: address
      ? { countryCode: address.countryCode, postalCode: address.postalCode, region: address.region, city: address.city, line1: address.line1 }
      : null,
    card: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
    gift: null,
    subscriptionCharge: details,
  };
}
