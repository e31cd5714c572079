import { describe, expect, it, vi } from 'vitest';
import {
  type CheckoutAction,
  type CheckoutContext,
  type CheckoutLicence,
  type CheckoutState,
  CheckoutStep,
  checkoutOrder,
  checkoutReducer,
  checkoutStorageKey,
  createCheckoutReducer,
  createCheckoutState,
  FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED,
  firstStepToVisit,
  restoreCheckout,
  serialiseCheckout,
  stepsToVisit,
} from './checkoutMachine.ts';

const { SELECT_LICENCE, CREATE_ACCOUNT, SELECT_PAYMENT_METHOD, ADD_BILLING_ADDRESS, ADD_CARD } = CheckoutStep;
const { CONFIRM_CANCELLATION, CONFIRM_REACTIVATION, EMPTY } = CheckoutStep;

const now = Date.parse('2025-03-01T12:00:00Z');
const DAY = 86_400_000;

const monthly: CheckoutLicence = { id: 'monthly', name: 'Monthly' };
const annual: CheckoutLicence = { id: 'annual', name: 'Annual' };
const withTrial: CheckoutLicence = { id: 'trial', name: 'Monthly with 7 days free', trialDays: 7 };
const payPerView: CheckoutLicence = { id: 'ppv', name: 'Fight night' };

/** A visitor with no account, picking a card subscription from several licences. */
const newVisitor: CheckoutContext = {
  signedIn: false,
  licencePreselected: false,
  licenceChangeable: true,
  needsPaymentMethod: true,
  paymentMethodType: null,
};

function migrating(id: string, deadline: string, customerConfirmed: boolean): CheckoutLicence {
  return { id, licenceStatus: { upcomingPriceMigration: { consent: { deadline, customerConfirmed } } } };
}

function run(state: CheckoutState, ...actions: CheckoutAction[]): CheckoutState {
  return actions.reduce(checkoutReducer, state);
}

const next = (context: CheckoutContext, firstStep: 'SELECT_LICENCE' | 'CREATE_ACCOUNT' = 'SELECT_LICENCE'): CheckoutAction => ({
  type: 'NEXT_STEP',
  firstStep,
  context,
});
const back = (context: CheckoutContext, firstStep: 'SELECT_LICENCE' | 'CREATE_ACCOUNT' = 'SELECT_LICENCE'): CheckoutAction => ({
  type: 'PREVIOUS_STEP',
  firstStep,
  context,
});

describe('the checkout steps', () => {
  it('carry the numbers of the spec', () => {
    expect(CheckoutStep).toEqual({
      SELECT_LICENCE: 0,
      CREATE_ACCOUNT: 1,
      SELECT_PAYMENT_METHOD: 2,
      ADD_BILLING_ADDRESS: 3,
      ADD_CARD: 4,
      CONFIRM_CANCELLATION: 5,
      CONFIRM_REACTIVATION: 6,
      PARTITIONS: 7,
      EMPTY: 8,
    });
  });

  it('come licence first on a realm whose checkout starts with the licence', () => {
    expect(checkoutOrder('SELECT_LICENCE')).toEqual([SELECT_LICENCE, CREATE_ACCOUNT, SELECT_PAYMENT_METHOD, ADD_BILLING_ADDRESS, ADD_CARD]);
  });

  it('come account first on a realm whose checkout starts with the account', () => {
    expect(checkoutOrder('CREATE_ACCOUNT')).toEqual([CREATE_ACCOUNT, SELECT_LICENCE, SELECT_PAYMENT_METHOD, ADD_BILLING_ADDRESS, ADD_CARD]);
  });
});

describe('the steps a customer visits', () => {
  const licenceFirst = checkoutOrder('SELECT_LICENCE');
  const accountFirst = checkoutOrder('CREATE_ACCOUNT');

  it('are all of them for a new visitor paying by card, in either order', () => {
    expect(stepsToVisit(licenceFirst, newVisitor)).toEqual(licenceFirst);
    expect(stepsToVisit(accountFirst, newVisitor)).toEqual(accountFirst);
  });

  it('leave out the account step for someone already signed in as a customer', () => {
    expect(stepsToVisit(licenceFirst, { ...newVisitor, signedIn: true })).toEqual([
      SELECT_LICENCE,
      SELECT_PAYMENT_METHOD,
      ADD_BILLING_ADDRESS,
      ADD_CARD,
    ]);
  });

  it('leave out the licence step when the Buy button of an event already chose a pay-per-view that cannot change', () => {
    const fromBuyButton = { ...newVisitor, licencePreselected: true, licenceChangeable: false };
    expect(stepsToVisit(accountFirst, fromBuyButton)).toEqual([CREATE_ACCOUNT, SELECT_PAYMENT_METHOD, ADD_BILLING_ADDRESS, ADD_CARD]);
  });

  it('keep the licence step when the licence chosen beforehand may still be changed', () => {
    const preselectedButOpen = { ...newVisitor, licencePreselected: true, licenceChangeable: true };
    expect(stepsToVisit(licenceFirst, preselectedButOpen)).toContain(SELECT_LICENCE);
  });

  it('keep the licence step when several licences are offered and none is chosen', () => {
    const noneChosen = { ...newVisitor, licencePreselected: false, licenceChangeable: false };
    expect(stepsToVisit(licenceFirst, noneChosen)).toContain(SELECT_LICENCE);
  });

  it('leave out payment method, address and card when a 100% voucher means nothing is ever charged', () => {
    expect(stepsToVisit(licenceFirst, { ...newVisitor, needsPaymentMethod: false })).toEqual([SELECT_LICENCE, CREATE_ACCOUNT]);
  });

  it('still collect a payment method for a free trial, which renews', () => {
    const freeTrial = { ...newVisitor, needsPaymentMethod: true, paymentMethodType: 'CREDIT_CARD' as const };
    expect(stepsToVisit(licenceFirst, freeTrial)).toEqual(licenceFirst);
  });

  it('leave out the card step when the customer pays with PayPal or a zero-balance wallet', () => {
    expect(stepsToVisit(licenceFirst, { ...newVisitor, paymentMethodType: 'PAYPAL' })).not.toContain(ADD_CARD);
    expect(stepsToVisit(licenceFirst, { ...newVisitor, paymentMethodType: 'WALLET' })).not.toContain(ADD_CARD);
    expect(stepsToVisit(licenceFirst, { ...newVisitor, paymentMethodType: 'PAYPAL' })).toContain(ADD_BILLING_ADDRESS);
  });

  it('keep the card step for a card, and before any method is chosen', () => {
    expect(stepsToVisit(licenceFirst, { ...newVisitor, paymentMethodType: 'CREDIT_CARD' })).toContain(ADD_CARD);
    expect(stepsToVisit(licenceFirst, { ...newVisitor, paymentMethodType: null })).toContain(ADD_CARD);
  });

  it('start a checkout on the first step left, or on EMPTY when none is', () => {
    expect(firstStepToVisit('CREATE_ACCOUNT', newVisitor)).toBe(CREATE_ACCOUNT);
    expect(firstStepToVisit('CREATE_ACCOUNT', { ...newVisitor, signedIn: true })).toBe(SELECT_LICENCE);
    const nothingToDo = {
      signedIn: true,
      licencePreselected: true,
      licenceChangeable: false,
      needsPaymentMethod: false,
      paymentMethodType: null,
    };
    expect(stepsToVisit(licenceFirst, nothingToDo)).toEqual([]);
    expect(firstStepToVisit('SELECT_LICENCE', nothingToDo)).toBe(EMPTY);
  });
});

describe('moving between steps', () => {
  it('going to a higher step is forward and remembers where the customer was', () => {
    const state = run(createCheckoutState(SELECT_LICENCE), { type: 'GO_TO_STEP', step: ADD_BILLING_ADDRESS });
    expect(state).toMatchObject({ step: ADD_BILLING_ADDRESS, lastStep: SELECT_LICENCE, direction: 'FORWARD' });
  });

  it('going to a lower step, or the same one, is backward', () => {
    const state = run(createCheckoutState(ADD_CARD), { type: 'GO_TO_STEP', step: SELECT_PAYMENT_METHOD });
    expect(state).toMatchObject({ step: SELECT_PAYMENT_METHOD, lastStep: ADD_CARD, direction: 'BACKWARD' });
    const stayed = run(state, { type: 'GO_TO_STEP', step: SELECT_PAYMENT_METHOD });
    expect(stayed).toMatchObject({ lastStep: SELECT_PAYMENT_METHOD, direction: 'BACKWARD' });
  });

  it('a new visitor walks the licence-first order step by step, forward each time', () => {
    let state = createCheckoutState(SELECT_LICENCE);
    const seen: Array<[number, string]> = [];
    for (let i = 0; i < 4; i++) {
      state = run(state, next(newVisitor));
      seen.push([state.step, state.direction]);
    }
    expect(seen).toEqual([
      [CREATE_ACCOUNT, 'FORWARD'],
      [SELECT_PAYMENT_METHOD, 'FORWARD'],
      [ADD_BILLING_ADDRESS, 'FORWARD'],
      [ADD_CARD, 'FORWARD'],
    ]);
    expect(run(state, next(newVisitor))).toBe(state);
  });

  it('in the account-first order the licence step is next after the account, yet backward by step number', () => {
    const onLicence = run(createCheckoutState(CREATE_ACCOUNT), next(newVisitor, 'CREATE_ACCOUNT'));
    expect(onLicence).toMatchObject({ step: SELECT_LICENCE, lastStep: CREATE_ACCOUNT, direction: 'BACKWARD' });
    expect(run(onLicence, next(newVisitor, 'CREATE_ACCOUNT'))).toMatchObject({ step: SELECT_PAYMENT_METHOD, direction: 'FORWARD' });
    expect(run(onLicence, back(newVisitor, 'CREATE_ACCOUNT'))).toMatchObject({ step: CREATE_ACCOUNT, direction: 'FORWARD' });
  });

  it('back walks the path in reverse and stops at its first step', () => {
    let state = createCheckoutState(ADD_CARD);
    state = run(state, back(newVisitor));
    expect(state).toMatchObject({ step: ADD_BILLING_ADDRESS, direction: 'BACKWARD' });
    state = run(state, back(newVisitor), back(newVisitor), back(newVisitor));
    expect(state.step).toBe(SELECT_LICENCE);
    expect(run(state, back(newVisitor))).toBe(state);
  });

  it('a signed-in customer goes from the licence straight to the payment method', () => {
    const customer = { ...newVisitor, signedIn: true };
    const state = run(createCheckoutState(SELECT_LICENCE), next(customer));
    expect(state.step).toBe(SELECT_PAYMENT_METHOD);
    expect(run(state, back(customer)).step).toBe(SELECT_LICENCE);
  });

  it('once the account step has signed the visitor in, next leaves it for the payment method', () => {
    const onAccount = run(createCheckoutState(SELECT_LICENCE), next(newVisitor));
    expect(onAccount.step).toBe(CREATE_ACCOUNT);
    expect(run(onAccount, next({ ...newVisitor, signedIn: true })).step).toBe(SELECT_PAYMENT_METHOD);
  });

  it('a PayPal payer has no step after the billing address', () => {
    const payPal = { ...newVisitor, paymentMethodType: 'PAYPAL' as const };
    const onAddress = createCheckoutState(ADD_BILLING_ADDRESS);
    expect(run(onAddress, next(payPal))).toBe(onAddress);
  });

  it('a pay-per-view buyer from an event page, account first, has nothing before the account step', () => {
    const fromBuyButton = { ...newVisitor, licencePreselected: true, licenceChangeable: false };
    const onAccount = createCheckoutState(CREATE_ACCOUNT);
    expect(run(onAccount, next(fromBuyButton, 'CREATE_ACCOUNT')).step).toBe(SELECT_PAYMENT_METHOD);
    expect(run(onAccount, back(fromBuyButton, 'CREATE_ACCOUNT'))).toBe(onAccount);
  });

  it('next and back do nothing on the cancellation screen, which is not part of the purchase path', () => {
    const cancelling = createCheckoutState(CONFIRM_CANCELLATION);
    expect(run(cancelling, next(newVisitor))).toBe(cancelling);
    expect(run(cancelling, back(newVisitor))).toBe(cancelling);
  });

  it('a customer cancelling or reactivating a licence is taken to the confirmation step', () => {
    const account = createCheckoutState(EMPTY);
    expect(run(account, { type: 'START_CANCELLATION', licence: monthly })).toMatchObject({
      step: CONFIRM_CANCELLATION,
      lastStep: EMPTY,
      direction: 'BACKWARD',
      cancellingLicence: monthly,
    });
    expect(run(createCheckoutState(SELECT_LICENCE), { type: 'START_REACTIVATION', licence: annual })).toMatchObject({
      step: CONFIRM_REACTIVATION,
      lastStep: SELECT_LICENCE,
      direction: 'FORWARD',
      reactivatingLicence: annual,
    });
  });

  it('a finished purchase is marked complete', () => {
    expect(run(createCheckoutState(ADD_CARD), { type: 'COMPLETE' }).complete).toBe(true);
  });
});

describe('choosing a licence', () => {
  it('lists the offered licences', () => {
    const state = run(createCheckoutState(SELECT_LICENCE), { type: 'SET_LICENCES', licences: [monthly, annual], now });
    expect(state.licences).toEqual([monthly, annual]);
  });

  it('lists a price migration only when the customer has not confirmed it and its deadline is still ahead', () => {
    const confirmed = migrating('confirmed', '2025-04-01T00:00:00Z', true);
    const pastDeadline = migrating('past', '2025-02-01T00:00:00Z', false);
    const endsNow = migrating('now', new Date(now).toISOString(), false);
    const unreadable = migrating('garbled', 'next tuesday', false);
    const awaiting = migrating('awaiting', '2025-04-01T00:00:00Z', false);
    const state = run(createCheckoutState(SELECT_LICENCE), {
      type: 'SET_LICENCES',
      licences: [monthly, confirmed, pastDeadline, endsNow, unreadable, awaiting],
      now,
    });
    expect(state.priceMigrations.map((licence) => licence.id)).toEqual(['awaiting']);
  });

  it('picking another licence forgets the voucher accepted for the previous one', () => {
    const withVoucher = run(
      createCheckoutState(SELECT_LICENCE),
      { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: false },
      { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' },
      { type: 'VOUCHER_RESULT', result: { code: 'RINGSIDE10', isValid: true, name: '10% off' } },
    );
    const state = run(withVoucher, { type: 'SELECT_LICENCE', licence: annual, compulsoryTrial: false });
    expect(state).toMatchObject({ activeLicence: annual, voucherCode: null, voucher: null, voucherLoading: false });
  });

  it('picking another licence while a voucher is being checked stops the check', () => {
    const checking = run(
      createCheckoutState(SELECT_LICENCE),
      { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: false },
      { type: 'SET_VOUCHER_CODE', code: 'SPRING' },
    );
    const state = run(checking, { type: 'SELECT_LICENCE', licence: annual, compulsoryTrial: false });
    expect(state).toMatchObject({ voucherCode: null, voucher: null, voucherLoading: false });
  });

  it('picking the licence already chosen keeps its voucher', () => {
    const state = run(
      createCheckoutState(SELECT_LICENCE),
      { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: false },
      { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' },
    );
    expect(run(state, { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: false })).toBe(state);
  });

  it('picking a licence clears the error shown on the licence step', () => {
    const state = run(
      createCheckoutState(SELECT_LICENCE),
      { type: 'SET_STEP_ERROR', step: SELECT_LICENCE, message: 'anErrorOccured' },
      { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: false },
    );
    expect(state.errors).toEqual({});
  });
});

describe('acknowledging a free trial', () => {
  const onLicence = createCheckoutState(SELECT_LICENCE);
  const pickTrial: CheckoutAction = { type: 'SELECT_LICENCE', licence: withTrial, compulsoryTrial: true };

  it('is required for a licence with a trial on a realm where the trial is compulsory', () => {
    expect(run(onLicence, pickTrial).freeTrialAcknowledgement).toBe('REQUIRED');
  });

  it('is not asked for without a trial, or when the realm does not make it compulsory', () => {
    expect(run(onLicence, { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: true }).freeTrialAcknowledgement).toBe('NONE');
    expect(run(onLicence, { type: 'SELECT_LICENCE', licence: withTrial, compulsoryTrial: false }).freeTrialAcknowledgement).toBe('NONE');
  });

  it('blocks the way on until ticked, with an error on the licence step', () => {
    const required = run(onLicence, pickTrial);
    const refused = run(required, next(newVisitor));
    expect(refused.step).toBe(SELECT_LICENCE);
    expect(refused.errors[SELECT_LICENCE]).toEqual({ message: FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED });
    expect(run(required, { type: 'GO_TO_STEP', step: SELECT_PAYMENT_METHOD }).step).toBe(SELECT_LICENCE);
  });

  it('does not stop an account-first customer going back to the account step', () => {
    const required = run(onLicence, pickTrial);
    expect(run(required, back(newVisitor, 'CREATE_ACCOUNT')).step).toBe(CREATE_ACCOUNT);
    expect(run(required, { type: 'GO_TO_STEP', step: CREATE_ACCOUNT }).step).toBe(CREATE_ACCOUNT);
  });

  it('once ticked, clears the error and lets the customer go on', () => {
    const refused = run(onLicence, pickTrial, next(newVisitor));
    const ticked = run(refused, { type: 'ACKNOWLEDGE_FREE_TRIAL', acknowledged: true });
    expect(ticked.freeTrialAcknowledgement).toBe('ACKNOWLEDGED');
    expect(ticked.errors).toEqual({});
    expect(run(ticked, next(newVisitor)).step).toBe(CREATE_ACCOUNT);
  });

  it('unticking requires it again', () => {
    const state = run(
      onLicence,
      pickTrial,
      { type: 'ACKNOWLEDGE_FREE_TRIAL', acknowledged: true },
      { type: 'ACKNOWLEDGE_FREE_TRIAL', acknowledged: false },
    );
    expect(state.freeTrialAcknowledgement).toBe('REQUIRED');
  });

  it('has nothing to tick when no trial is required', () => {
    const state = run(onLicence, { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: true });
    expect(run(state, { type: 'ACKNOWLEDGE_FREE_TRIAL', acknowledged: true })).toBe(state);
  });

  it('is dropped when the customer switches to a licence without a trial', () => {
    const state = run(onLicence, pickTrial, next(newVisitor), { type: 'SELECT_LICENCE', licence: annual, compulsoryTrial: true });
    expect(state.freeTrialAcknowledgement).toBe('NONE');
    expect(state.errors).toEqual({});
    expect(run(state, next(newVisitor)).step).toBe(CREATE_ACCOUNT);
  });
});

describe('a promo code', () => {
  const withLicence = run(createCheckoutState(SELECT_LICENCE), { type: 'SELECT_LICENCE', licence: monthly, compulsoryTrial: false });

  it('is checked as soon as it is entered', () => {
    const state = run(withLicence, { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' });
    expect(state).toMatchObject({ voucherCode: 'RINGSIDE10', voucherLoading: true, voucher: null });
  });

  it('typed again after a refusal no longer shows the old reason while it is checked', () => {
    const refused = run(
      withLicence,
      { type: 'SET_VOUCHER_CODE', code: 'EXPIRED' },
      { type: 'VOUCHER_RESULT', result: { code: 'EXPIRED', isValid: false, reason: 'voucherExpired' } },
    );
    expect(run(refused, { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' })).toMatchObject({ voucherLoading: true, voucher: null });
  });

  it('that is valid is kept and stops loading', () => {
    const result = { code: 'RINGSIDE10', isValid: true, name: '10% off', discount: { amount: 150, currency: 'EUR' } } as const;
    const state = run(withLicence, { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' }, { type: 'VOUCHER_RESULT', result });
    expect(state).toMatchObject({ voucherCode: 'RINGSIDE10', voucherLoading: false, voucher: result });
  });

  it('that is invalid stops loading and keeps the reason beside the code typed', () => {
    const state = run(
      withLicence,
      { type: 'SET_VOUCHER_CODE', code: 'EXPIRED' },
      { type: 'VOUCHER_RESULT', result: { code: 'EXPIRED', isValid: false, reason: 'voucherExpired' } },
    );
    expect(state).toMatchObject({ voucherCode: 'EXPIRED', voucherLoading: false, voucher: { isValid: false, reason: 'voucherExpired' } });
  });

  it('can be removed, even while it is being checked', () => {
    const state = run(withLicence, { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' }, { type: 'REMOVE_VOUCHER' });
    expect(state).toMatchObject({ voucherCode: null, voucherLoading: false, voucher: null });
  });

  it('retyped before the first answer came ignores the answer for the old code', () => {
    const state = run(withLicence, { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE1' }, { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' });
    expect(run(state, { type: 'VOUCHER_RESULT', result: { code: 'RINGSIDE1', isValid: false, reason: 'voucherNotFound' } })).toBe(state);
  });

  it('answered after the licence changed is ignored', () => {
    const state = run(
      withLicence,
      { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' },
      { type: 'SELECT_LICENCE', licence: annual, compulsoryTrial: false },
    );
    expect(run(state, { type: 'VOUCHER_RESULT', result: { code: 'RINGSIDE10', isValid: true } })).toBe(state);
  });
});

describe('the basket', () => {
  it('loads, then arrives and stops loading', () => {
    const loading = run(createCheckoutState(SELECT_PAYMENT_METHOD), { type: 'BASKET_LOADING' });
    expect(loading.basketLoading).toBe(true);
    const basket = { total: { amount: 999, currency: 'EUR' }, basketItems: [] };
    expect(run(loading, { type: 'SET_BASKET', basket })).toMatchObject({ basket, basketLoading: false });
  });
});

describe('errors and the details the customer types', () => {
  const withErrors = run(
    createCheckoutState(ADD_BILLING_ADDRESS),
    { type: 'SET_STEP_ERROR', step: CREATE_ACCOUNT, message: 'emailErrorCode' },
    { type: 'SET_STEP_ERROR', step: ADD_BILLING_ADDRESS, message: 'billingAddress.postalCode should be printable ascii' },
  );

  it('an error is kept per step, with its message', () => {
    expect(withErrors.errors).toEqual({
      [CREATE_ACCOUNT]: { message: 'emailErrorCode' },
      [ADD_BILLING_ADDRESS]: { message: 'billingAddress.postalCode should be printable ascii' },
    });
  });

  it('clearing a step error removes only that one', () => {
    const state = run(withErrors, { type: 'CLEAR_STEP_ERROR', step: CREATE_ACCOUNT });
    expect(state.errors).toEqual({ [ADD_BILLING_ADDRESS]: { message: 'billingAddress.postalCode should be printable ascii' } });
    expect(run(state, { type: 'CLEAR_STEP_ERROR', step: ADD_CARD })).toBe(state);
  });

  it('a guest changing their email clears the errors', () => {
    const state = run(withErrors, { type: 'CHANGE_GUEST_EMAIL', email: 'fan@example.com' });
    expect(state.guestEmail).toBe('fan@example.com');
    expect(state.errors).toEqual({});
  });

  it('a new address clears the errors when asked to, and keeps them otherwise', () => {
    const address = { countryCode: 'PT', postalCode: '1000-001' };
    const cleared = run(withErrors, { type: 'CHANGE_ADDRESS', address, clearErrors: true });
    expect(cleared.address).toEqual(address);
    expect(cleared.errors).toEqual({});
    expect(run(withErrors, { type: 'CHANGE_ADDRESS', address }).errors).toBe(withErrors.errors);
  });

  it('an address carrying another tax number updates the profile, and keeps the number off the address', () => {
    const state = run(
      createCheckoutState(ADD_BILLING_ADDRESS),
      { type: 'UPDATE_USER_PROFILE', profile: { name: { fullName: 'Ana Lima' }, taxNumber: '111111111' } },
      { type: 'CHANGE_ADDRESS', address: { countryCode: 'BR', taxNumber: '12345678909' } },
    );
    expect(state.userProfile).toEqual({ name: { fullName: 'Ana Lima' }, birthDate: null, taxNumber: '12345678909' });
    expect(state.address).toEqual({ countryCode: 'BR' });
  });

  it('an address with the same tax number, or none, leaves the profile alone', () => {
    const before = run(createCheckoutState(ADD_BILLING_ADDRESS), { type: 'UPDATE_USER_PROFILE', profile: { taxNumber: '12345678909' } });
    const sameNumber = run(before, { type: 'CHANGE_ADDRESS', address: { countryCode: 'BR', taxNumber: '12345678909' } });
    expect(sameNumber.userProfile).toBe(before.userProfile);
    expect(run(before, { type: 'CHANGE_ADDRESS', address: { countryCode: 'BR' } }).userProfile).toBe(before.userProfile);
  });

  it('keeps the consents the customer gave and whether the form may be sent', () => {
    const consents = [{ consentField: { fieldName: 'termsAndConditions', required: true }, answer: 'true' }];
    const state = run(createCheckoutState(CREATE_ACCOUNT), { type: 'SET_CHECKOUT_CONSENTS', consents, canSubmit: true });
    expect(state.userCheckoutConsents).toEqual({ consents, canSubmit: true });
  });

  it('keeps the partition data', () => {
    const partitionData = { partition: 'north' };
    const state = run(createCheckoutState(CheckoutStep.PARTITIONS), { type: 'SET_PARTITION_DATA', partitionData });
    expect(state.partitionData).toBe(partitionData);
  });
});

describe('saved cards', () => {
  const visa = { id: 'card-1', last4: '4242' };
  const amex = { id: 'card-2', last4: '0005' };

  it('the first page fills the list and the next page adds to it', () => {
    const first = run(createCheckoutState(ADD_CARD), { type: 'SET_CARDS_PAGE', items: [visa], page: 1, hasMore: true });
    expect(first.cards).toEqual({ items: [visa], page: 1, hasMore: true });
    const second = run(first, { type: 'SET_CARDS_PAGE', items: [amex], page: 2, hasMore: false });
    expect(second.cards).toEqual({ items: [visa, amex], page: 2, hasMore: false });
  });

  it('fetching the first page again starts the list over', () => {
    const two = run(
      createCheckoutState(ADD_CARD),
      { type: 'SET_CARDS_PAGE', items: [visa], page: 1, hasMore: true },
      { type: 'SET_CARDS_PAGE', items: [amex], page: 2, hasMore: false },
    );
    expect(run(two, { type: 'SET_CARDS_PAGE', items: [amex], page: 1, hasMore: true }).cards.items).toEqual([amex]);
  });
});

describe('an action the checkout does not know', () => {
  it('is logged and leaves the state as it was', () => {
    const logger = vi.fn();
    const reducer = createCheckoutReducer(logger);
    const state = createCheckoutState(SELECT_LICENCE);
    const stray = { type: 'APPLY_GIFT' } as unknown as CheckoutAction;
    expect(reducer(state, stray)).toBe(state);
    expect(logger).toHaveBeenCalledWith('Unhandled checkout action', stray);
  });

  it('going to a step that does not exist is logged too', () => {
    const logger = vi.fn();
    const state = createCheckoutState(SELECT_LICENCE);
    const nowhere = { type: 'GO_TO_STEP', step: 9 } as unknown as CheckoutAction;
    expect(createCheckoutReducer(logger)(state, nowhere)).toBe(state);
    expect(logger).toHaveBeenCalledWith('Unhandled checkout action', nowhere);
  });

  it('is logged with console.warn unless told otherwise', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stray = { type: 'APPLY_GIFT' } as unknown as CheckoutAction;
    checkoutReducer(createCheckoutState(SELECT_LICENCE), stray);
    expect(warn).toHaveBeenCalledWith('Unhandled checkout action', stray);
    warn.mockRestore();
  });
});

describe('resuming a checkout after a reload or a payment authorisation', () => {
  const awaiting = migrating('awaiting', '2025-03-10T00:00:00Z', false);
  const midway = run(
    createCheckoutState(SELECT_LICENCE),
    { type: 'SET_LICENCES', licences: [withTrial, awaiting, payPerView], now },
    { type: 'SELECT_LICENCE', licence: withTrial, compulsoryTrial: true },
    { type: 'ACKNOWLEDGE_FREE_TRIAL', acknowledged: true },
    { type: 'SET_VOUCHER_CODE', code: 'RINGSIDE10' },
    { type: 'VOUCHER_RESULT', result: { code: 'RINGSIDE10', isValid: true, discount: { amount: 100, currency: 'EUR' } } },
    next(newVisitor),
    { type: 'CHANGE_GUEST_EMAIL', email: 'fan@example.com' },
    { type: 'UPDATE_USER_PROFILE', profile: { name: { fullName: 'Ana Lima' }, birthDate: '1990-05-01' } },
    { type: 'CHANGE_ADDRESS', address: { countryCode: 'PT', postalCode: '1000-001', taxNumber: '123456789' } },
    { type: 'SET_BASKET', basket: { total: { amount: 899, currency: 'EUR' } } },
    { type: 'SET_CARDS_PAGE', items: [{ id: 'card-1' }], page: 1, hasMore: false },
    {
      type: 'SET_CHECKOUT_CONSENTS',
      consents: [{ consentField: { fieldName: 'terms', required: true }, answer: 'true' }],
      canSubmit: true,
    },
  );

  it('continues where the customer was', () => {
    const restored = restoreCheckout(serialiseCheckout(midway), { now });
    expect(restored).toEqual(midway);
  });

  it('comes back without errors or anything loading', () => {
    const busy = run(
      midway,
      { type: 'SET_STEP_ERROR', step: CREATE_ACCOUNT, message: 'emailErrorCode' },
      { type: 'BASKET_LOADING' },
      { type: 'SET_VOUCHER_CODE', code: 'SPRING' },
    );
    const stored = serialiseCheckout(busy);
    expect(stored).not.toContain('emailErrorCode');
    const restored = restoreCheckout(stored, { now });
    expect(restored).toMatchObject({ basketLoading: false, voucherLoading: false, voucherCode: 'SPRING', step: CREATE_ACCOUNT });
    expect(restored?.errors).toEqual({});
  });

  it('no longer lists a price migration whose deadline passed meanwhile', () => {
    expect(midway.priceMigrations).toEqual([awaiting]);
    const restored = restoreCheckout(serialiseCheckout(midway), { now: now + 30 * DAY });
    expect(restored?.priceMigrations).toEqual([]);
  });

  it('starts afresh from anything malformed, missing or of another version', () => {
    const stored = JSON.parse(serialiseCheckout(midway)) as { version: number; state: Record<string, unknown> };
    const tampered = (change: Record<string, unknown>) => JSON.stringify({ ...stored, state: { ...stored.state, ...change } });
    const rejected = [
      null,
      '',
      'not json',
      'null',
      '[]',
      JSON.stringify({ state: stored.state }),
      JSON.stringify({ ...stored, version: 0 }),
      JSON.stringify({ ...stored, version: 2 }),
      JSON.stringify({ version: 1 }),
      tampered({ step: 9 }),
      tampered({ step: '2' }),
      tampered({ direction: 'SIDEWAYS' }),
      tampered({ licences: [{ name: 'no id' }] }),
      tampered({ activeLicence: { id: 'x', licenceStatus: { upcomingPriceMigration: { consent: { deadline: 5 } } } } }),
      tampered({ voucher: { code: 'X', isValid: true, discount: { amount: 1.5, currency: 'EUR' } } }),
      tampered({ freeTrialAcknowledgement: 'MAYBE' }),
      tampered({ cards: { items: [{}], page: 1, hasMore: false } }),
      tampered({ userProfile: undefined }),
    ];
    for (const json of rejected) expect(restoreCheckout(json, { now }), String(json)).toBeNull();
  });

  it('is stored under one key per realm', () => {
    expect(checkoutStorageKey('fightclub')).not.toBe(checkoutStorageKey('racing'));
    expect(checkoutStorageKey('fightclub')).toContain('fightclub');
  });
});
