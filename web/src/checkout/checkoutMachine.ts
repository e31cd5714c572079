// The checkout state machine of spec §4 "Checkout steps", over the state of
// §3 "Checkout state": a pure reducer the checkout screens drive through
// `useReducer`. It holds the customer's choices and what the screens fetched
// (licences, basket, cards) as minimal or opaque objects: the screens read the
// details through their own fragments, so nothing here restates the gateway's
// types. No clock, no storage, no network: time comes in with the actions.

// ——— Steps ———

/** Spec §4: the step numbers are the spec's, and direction is decided by them. */
export const CheckoutStep = {
  SELECT_LICENCE: 0,
  CREATE_ACCOUNT: 1,
  SELECT_PAYMENT_METHOD: 2,
  ADD_BILLING_ADDRESS: 3,
  ADD_CARD: 4,
  CONFIRM_CANCELLATION: 5,
  CONFIRM_REACTIVATION: 6,
  PARTITIONS: 7,
  /** Decision (spec silent): where a checkout with no step left to visit rests. */
  EMPTY: 8,
} as const;
export type CheckoutStep = (typeof CheckoutStep)[keyof typeof CheckoutStep];

const ALL_STEPS: readonly CheckoutStep[] = Object.values(CheckoutStep);

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return ALL_STEPS.includes(value as CheckoutStep);
}

/** The realm setting `checkoutFirstStep`. */
export type CheckoutFirstStep = 'SELECT_LICENCE' | 'CREATE_ACCOUNT';

const LICENCE_FIRST: readonly CheckoutStep[] = [
  CheckoutStep.SELECT_LICENCE,
  CheckoutStep.CREATE_ACCOUNT,
  CheckoutStep.SELECT_PAYMENT_METHOD,
  CheckoutStep.ADD_BILLING_ADDRESS,
  CheckoutStep.ADD_CARD,
];
const ACCOUNT_FIRST: readonly CheckoutStep[] = [
  CheckoutStep.CREATE_ACCOUNT,
  CheckoutStep.SELECT_LICENCE,
  CheckoutStep.SELECT_PAYMENT_METHOD,
  CheckoutStep.ADD_BILLING_ADDRESS,
  CheckoutStep.ADD_CARD,
];

/** Every step of the purchase path, in the realm's order (spec §4). */
export function checkoutOrder(firstStep: CheckoutFirstStep): readonly CheckoutStep[] {
  return firstStep === 'CREATE_ACCOUNT' ? ACCOUNT_FIRST : LICENCE_FIRST;
}

/** The payment method types of spec §3 "Payment provider". */
export type PaymentMethodType = 'CREDIT_CARD' | 'PAYPAL' | 'WALLET';

/**
 * What decides which steps of the order one customer visits. These are facts
 * the screen knows from the session, the route and the basket; they are
 * passed in rather than kept in the state because they belong to those
 * sources (the session changes when the account step signs the customer in,
 * the basket when a voucher applies) and a copy here could go stale.
 */
export interface CheckoutContext {
  /** Signed in as a customer; a guest session does not count. */
  readonly signedIn: boolean;
  /** A licence was chosen before checkout began (an event's Buy button, a link to one licence). */
  readonly licencePreselected: boolean;
  /**
   * The customer may choose another licence. Kept apart from
   * `licencePreselected` so that "none chosen yet" always shows the step,
   * whatever the screen thinks of changeability.
   */
  readonly licenceChangeable: boolean;
  /**
   * The basket will ever charge: false for a 100% voucher forever; true for a
   * free trial, which renews and so still collects a payment method.
   */
  readonly needsPaymentMethod: boolean;
  /**
   * The method the customer chose, null before choosing. A credit-card
   * provider group counts as CREDIT_CARD; PayPal redirects and a zero-balance
   * provider takes no card, so it is passed as PAYPAL or WALLET.
   */
  readonly paymentMethodType: PaymentMethodType | null;
}

function visits(step: CheckoutStep, context: CheckoutContext): boolean {
  switch (step) {
    case CheckoutStep.CREATE_ACCOUNT:
      return !context.signedIn;
    case CheckoutStep.SELECT_LICENCE:
      return !(context.licencePreselected && !context.licenceChangeable);
    case CheckoutStep.SELECT_PAYMENT_METHOD:
    case CheckoutStep.ADD_BILLING_ADDRESS:
      return context.needsPaymentMethod;
    case CheckoutStep.ADD_CARD:
      // Before a method is chosen the card step is still ahead (the usual path).
      return context.needsPaymentMethod && (context.paymentMethodType ?? 'CREDIT_CARD') === 'CREDIT_CARD';
    default:
      return true;
  }
}

/** The steps of `order` this customer actually visits, in order. */
export function stepsToVisit(order: readonly CheckoutStep[], context: CheckoutContext): CheckoutStep[] {
  return order.filter((step) => visits(step, context));
}

/** Where a checkout starts: its first step to visit, or EMPTY when there is none. */
export function firstStepToVisit(firstStep: CheckoutFirstStep, context: CheckoutContext): CheckoutStep {
  return stepsToVisit(checkoutOrder(firstStep), context)[0] ?? CheckoutStep.EMPTY;
}

// ——— State ———

/** Spec §3 "Licence", only what the machine reads; screens look the rest up by id. */
export interface CheckoutLicence {
  readonly id: string;
  readonly name?: string;
  /** Days of free trial; absent or 0 when the licence has none. */
  readonly trialDays?: number;
  readonly licenceStatus?: {
    readonly upcomingPriceMigration?: {
      readonly consent: {
        /** ISO 8601, UTC. */
        readonly deadline: string;
        readonly customerConfirmed: boolean;
      };
    } | null;
  } | null;
}

/** An integer in minor units (never a float) plus its currency code. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** Spec §3 "Order summary inputs" voucher, as the voucher check answered. */
export type VoucherResult =
  | {
      readonly code: string;
      readonly isValid: true;
      readonly name?: string;
      readonly description?: string;
      readonly discount?: Money;
    }
  | {
      readonly code: string;
      readonly isValid: false;
      /** Message key shown under the promo code field. */
      readonly reason: string;
    };

export interface CheckoutAddress {
  readonly countryCode: string;
  readonly postalCode?: string;
}

/** Spec §3 "User profile" fields the checkout collects (same shape, so a profile passes through). */
export interface CheckoutUserProfile {
  readonly name: { readonly fullName: string | null };
  readonly birthDate: string | null;
  readonly taxNumber: string | null;
}

/** Spec §3 "Consent prompt answer"; `answer` is a JSON string. */
export interface CheckoutConsentAnswer {
  readonly consentField: { readonly fieldName: string; readonly required: boolean };
  readonly answer: string | null;
}

/** Server data the machine only carries (the basket response, partition data). */
export interface OpaqueObject {
  readonly [key: string]: unknown;
}

export interface CheckoutCard {
  readonly id: string;
  readonly [key: string]: unknown;
}

export type CheckoutDirection = 'FORWARD' | 'BACKWARD';
export type FreeTrialAcknowledgement = 'NONE' | 'REQUIRED' | 'ACKNOWLEDGED';

export interface StepError {
  /** A message key (spec §8) or a server message. */
  readonly message: string;
}

/** Spec §3 "Checkout state". */
export interface CheckoutState {
  readonly step: CheckoutStep;
  /** The step before the last move; null until the first move. */
  readonly lastStep: CheckoutStep | null;
  readonly direction: CheckoutDirection;
  readonly licences: readonly CheckoutLicence[];
  readonly activeLicence: CheckoutLicence | null;
  readonly cancellingLicence: CheckoutLicence | null;
  readonly reactivatingLicence: CheckoutLicence | null;
  readonly complete: boolean;
  readonly errors: Readonly<Partial<Record<CheckoutStep, StepError>>>;
  readonly address: CheckoutAddress | null;
  readonly userProfile: CheckoutUserProfile;
  readonly userCheckoutConsents: { readonly consents: readonly CheckoutConsentAnswer[]; readonly canSubmit: boolean };
  readonly guestEmail: string | null;
  readonly basket: OpaqueObject | null;
  readonly basketLoading: boolean;
  readonly cards: { readonly items: readonly CheckoutCard[]; readonly page: number; readonly hasMore: boolean };
  readonly freeTrialAcknowledgement: FreeTrialAcknowledgement;
  /** Licences whose price migration still awaits the customer's consent (derived from `licences`). */
  readonly priceMigrations: readonly CheckoutLicence[];
  /** The code as typed. Set without a `voucher` and not loading: not checked yet. */
  readonly voucherCode: string | null;
  readonly voucherLoading: boolean;
  readonly voucher: VoucherResult | null;
  readonly partitionData: OpaqueObject | null;
}

/** A blank checkout resting on `step` (use `firstStepToVisit` to pick it). */
export function createCheckoutState(step: CheckoutStep): CheckoutState {
  return {
    step,
    lastStep: null,
    direction: 'FORWARD',
    licences: [],
    activeLicence: null,
    cancellingLicence: null,
    reactivatingLicence: null,
    complete: false,
    errors: {},
    address: null,
    userProfile: { name: { fullName: null }, birthDate: null, taxNumber: null },
    userCheckoutConsents: { consents: [], canSubmit: false },
    guestEmail: null,
    basket: null,
    basketLoading: false,
    cards: { items: [], page: 0, hasMore: false },
    freeTrialAcknowledgement: 'NONE',
    priceMigrations: [],
    voucherCode: null,
    voucherLoading: false,
    voucher: null,
    partitionData: null,
  };
}

/** Spec §4: listed only when not confirmed and the deadline is still ahead of `now` (ms since epoch). */
export function pendingPriceMigrations(licences: readonly CheckoutLicence[], now: number): CheckoutLicence[] {
  return licences.filter((licence) => {
    const consent = licence.licenceStatus?.upcomingPriceMigration?.consent;
    if (!consent || consent.customerConfirmed) return false;
    const deadline = Date.parse(consent.deadline);
    return Number.isFinite(deadline) && deadline > now;
  });
}

// ——— Actions ———

/** Message key of the refusal to leave the licence step with the trial unacknowledged (not in spec §8). */
export const FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED = 'freeTrialAcknowledgementRequired';

type Route = { readonly firstStep: CheckoutFirstStep; readonly context: CheckoutContext };

export type CheckoutAction =
  | { readonly type: 'GO_TO_STEP'; readonly step: CheckoutStep }
  | ({ readonly type: 'NEXT_STEP' } & Route)
  | ({ readonly type: 'PREVIOUS_STEP' } & Route)
  | { readonly type: 'SET_LICENCES'; readonly licences: readonly CheckoutLicence[]; readonly now: number }
  | { readonly type: 'SELECT_LICENCE'; readonly licence: CheckoutLicence; readonly compulsoryTrial: boolean }
  | { readonly type: 'ACKNOWLEDGE_FREE_TRIAL'; readonly acknowledged: boolean }
  | { readonly type: 'SET_VOUCHER_CODE'; readonly code: string }
  | { readonly type: 'VOUCHER_RESULT'; readonly result: VoucherResult }
  | { readonly type: 'REMOVE_VOUCHER' }
  | { readonly type: 'BASKET_LOADING' }
  | { readonly type: 'SET_BASKET'; readonly basket: OpaqueObject }
  | {
      readonly type: 'CHANGE_ADDRESS';
      readonly address: CheckoutAddress & { readonly taxNumber?: string | null };
      readonly clearErrors?: boolean;
    }
  | { readonly type: 'UPDATE_USER_PROFILE'; readonly profile: Partial<CheckoutUserProfile> }
  | { readonly type: 'SET_CHECKOUT_CONSENTS'; readonly consents: readonly CheckoutConsentAnswer[]; readonly canSubmit: boolean }
  | { readonly type: 'CHANGE_GUEST_EMAIL'; readonly email: string }
  | { readonly type: 'SET_STEP_ERROR'; readonly step: CheckoutStep; readonly message: string }
  | { readonly type: 'CLEAR_STEP_ERROR'; readonly step: CheckoutStep }
  | { readonly type: 'START_CANCELLATION'; readonly licence: CheckoutLicence }
  | { readonly type: 'START_REACTIVATION'; readonly licence: CheckoutLicence }
  | { readonly type: 'SET_CARDS_PAGE'; readonly items: readonly CheckoutCard[]; readonly page: number; readonly hasMore: boolean }
  | { readonly type: 'SET_PARTITION_DATA'; readonly partitionData: OpaqueObject | null }
  | { readonly type: 'COMPLETE' };

export type CheckoutLogger = (message: string, detail: unknown) => void;

// ——— Reducer ———

/**
 * Spec §4: forward when the new step NUMBER is higher, else backward — by
 * number, not by place in the order. So in the account-first order the move
 * from account (1) to licence (0) is BACKWARD although it is the next step;
 * screens animate with this, as the spec's product does.
 */
function moveTo(state: CheckoutState, step: CheckoutStep): CheckoutState {
  return { ...state, step, lastStep: state.step, direction: step > state.step ? 'FORWARD' : 'BACKWARD' };
}

function withError(state: CheckoutState, step: CheckoutStep, message: string): CheckoutState {
  return { ...state, errors: { ...state.errors, [step]: { message } } };
}

function withoutError(state: CheckoutState, step: CheckoutStep): CheckoutState {
  if (!(step in state.errors)) return state;
  const errors = { ...state.errors };
  delete errors[step];
  return { ...state, errors };
}

const PAYMENT_STEPS: readonly CheckoutStep[] = [
  CheckoutStep.SELECT_PAYMENT_METHOD,
  CheckoutStep.ADD_BILLING_ADDRESS,
  CheckoutStep.ADD_CARD,
];

/** Moving on from the licence step is refused until a compulsory trial is acknowledged. */
function trialBlocks(state: CheckoutState): boolean {
  return state.step === CheckoutStep.SELECT_LICENCE && state.freeTrialAcknowledgement === 'REQUIRED';
}

/**
 * Next or previous step of the customer's path. The current step may have
 * dropped out of the path meanwhile (the account step once signed in), so we
 * look by place in the full order. Steps outside the order (cancellation,
 * reactivation, partitions, empty) are single screens: no next, no back.
 */
function stepAlong(state: CheckoutState, route: Route, way: 1 | -1): CheckoutState {
  const order = checkoutOrder(route.firstStep);
  const here = order.indexOf(state.step);
  if (here === -1) return state;
  const path = stepsToVisit(order, route.context);
  const target =
    way === 1 ? path.find((step) => order.indexOf(step) > here) : path.findLast((step) => order.indexOf(step) < here);
  if (target === undefined) return state;
  if (way === 1 && trialBlocks(state)) return withError(state, CheckoutStep.SELECT_LICENCE, FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED);
  return moveTo(state, target);
}

function hasTrial(licence: CheckoutLicence): boolean {
  return (licence.trialDays ?? 0) > 0;
}

/**
 * The reducer for `useReducer`. `logger` hears actions it does not handle
 * (they leave the state object as it was); it defaults to console.warn.
 */
export function createCheckoutReducer(
  logger: CheckoutLogger = (message, detail) => console.warn(message, detail),
): (state: CheckoutState, action: CheckoutAction) => CheckoutState {
  return function checkoutReducer(state, action) {
    switch (action.type) {
      case 'GO_TO_STEP': {
        if (!isCheckoutStep(action.step)) break;
        // Payment steps come after the licence step in both orders; the account step may not.
        if (trialBlocks(state) && PAYMENT_STEPS.includes(action.step)) {
          return withError(state, CheckoutStep.SELECT_LICENCE, FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED);
        }
        return moveTo(state, action.step);
      }
      case 'NEXT_STEP':
        return stepAlong(state, action, 1);
      case 'PREVIOUS_STEP':
        return stepAlong(state, action, -1);

      case 'SET_LICENCES':
        return { ...state, licences: action.licences, priceMigrations: pendingPriceMigrations(action.licences, action.now) };
      case 'SELECT_LICENCE': {
        // The same licence again changes nothing: its voucher and acknowledgement still hold.
        if (state.activeLicence?.id === action.licence.id) return state;
        const trialRequired = action.compulsoryTrial && hasTrial(action.licence);
        return withoutError(
          {
            ...state,
            activeLicence: action.licence,
            // A voucher is checked against a licence: another licence needs it entered again.
            voucherCode: null,
            voucher: null,
            voucherLoading: false,
            freeTrialAcknowledgement: trialRequired ? 'REQUIRED' : 'NONE',
          },
          CheckoutStep.SELECT_LICENCE,
        );
      }
      case 'ACKNOWLEDGE_FREE_TRIAL': {
        if (state.freeTrialAcknowledgement === 'NONE') return state;
        if (!action.acknowledged) return { ...state, freeTrialAcknowledgement: 'REQUIRED' };
        const acknowledged: CheckoutState = { ...state, freeTrialAcknowledgement: 'ACKNOWLEDGED' };
        return state.errors[CheckoutStep.SELECT_LICENCE]?.message === FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED
          ? withoutError(acknowledged, CheckoutStep.SELECT_LICENCE)
          : acknowledged;
      }

      case 'SET_VOUCHER_CODE':
        return { ...state, voucherCode: action.code, voucher: null, voucherLoading: true };
      case 'VOUCHER_RESULT':
        // An answer for a code since replaced or removed (or a licence since changed) is stale.
        if (action.result.code !== state.voucherCode) return state;
        return { ...state, voucher: action.result, voucherLoading: false };
      case 'REMOVE_VOUCHER':
        return { ...state, voucherCode: null, voucher: null, voucherLoading: false };

      case 'BASKET_LOADING':
        return { ...state, basketLoading: true };
      case 'SET_BASKET':
        return { ...state, basket: action.basket, basketLoading: false };

      case 'CHANGE_ADDRESS': {
        const { taxNumber, ...address } = action.address;
        const userProfile =
          taxNumber != null && taxNumber !== state.userProfile.taxNumber ? { ...state.userProfile, taxNumber } : state.userProfile;
        return { ...state, address, userProfile, errors: action.clearErrors ? {} : state.errors };
      }
      case 'UPDATE_USER_PROFILE':
        return { ...state, userProfile: { ...state.userProfile, ...action.profile } };
      case 'SET_CHECKOUT_CONSENTS':
        return { ...state, userCheckoutConsents: { consents: action.consents, canSubmit: action.canSubmit } };
      case 'CHANGE_GUEST_EMAIL':
        return { ...state, guestEmail: action.email, errors: {} };

      case 'SET_STEP_ERROR':
        return withError(state, action.step, action.message);
      case 'CLEAR_STEP_ERROR':
        return withoutError(state, action.step);

      case 'START_CANCELLATION':
        return { ...moveTo(state, CheckoutStep.CONFIRM_CANCELLATION), cancellingLicence: action.licence };
      case 'START_REACTIVATION':
        return { ...moveTo(state, CheckoutStep.CONFIRM_REACTIVATION), reactivatingLicence: action.licence };

      case 'SET_CARDS_PAGE': {
        // The page after the one held is "load more"; any other page starts the list again.
        const items = action.page === state.cards.page + 1 ? [...state.cards.items, ...action.items] : action.items;
        return { ...state, cards: { items, page: action.page, hasMore: action.hasMore } };
      }
      case 'SET_PARTITION_DATA':
        return { ...state, partitionData: action.partitionData };
      case 'COMPLETE':
        return { ...state, complete: true };

      default: {
        const unhandled: never = action;
        logger('Unhandled checkout action', unhandled);
        return state;
      }
    }
    logger('Unhandled checkout action', action);
    return state;
  };
}

export const checkoutReducer = createCheckoutReducer();

// ——— Resuming ———

/** Bumped whenever the stored shape changes: older entries are then ignored. */
const STORAGE_VERSION = 1;

/** sessionStorage key, one per realm: two realms in one tab keep their own checkouts. */
export function checkoutStorageKey(realm: string): string {
  return `ringside.checkout.${realm}`;
}

type Stored = Omit<CheckoutState, 'errors' | 'basketLoading' | 'voucherLoading' | 'priceMigrations'>;

/**
 * The state to keep across a reload or a payment-authorisation redirect.
 * Errors and loading flags stay behind (nothing is in flight after a reload),
 * and price migrations are derived again on restore, when time has moved on.
 */
export function serialiseCheckout(state: CheckoutState): string {
  const { errors: _errors, basketLoading: _b, voucherLoading: _v, priceMigrations: _p, ...kept } = state;
  const stored: Stored = kept;
  return JSON.stringify({ version: STORAGE_VERSION, state: stored });
}

/** The stored checkout, or null when there is none, it is malformed or of another version. */
export function restoreCheckout(json: string | null, { now }: { now: number }): CheckoutState | null {
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== STORAGE_VERSION || !isStored(parsed.state)) return null;
  const stored = parsed.state;
  return {
    ...stored,
    errors: {},
    basketLoading: false,
    voucherLoading: false,
    priceMigrations: pendingPriceMigrations(stored.licences, now),
  };
}

// Structural checks for what comes back from storage: a tab may hold an entry
// written by another build, or edited by hand.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isNullOr<T>(check: (value: unknown) => value is T): (value: unknown) => value is T | null {
  return (value): value is T | null => value === null || check(value);
}

function isOptional<T>(value: unknown, check: (value: unknown) => value is T): boolean {
  return value === undefined || check(value);
}

function isArrayOf<T>(check: (value: unknown) => value is T): (value: unknown) => value is T[] {
  return (value): value is T[] => Array.isArray(value) && value.every(check);
}

function isLicence(value: unknown): value is CheckoutLicence {
  if (!isRecord(value) || !isString(value.id) || !isOptional(value.name, isString)) return false;
  if (value.trialDays !== undefined && !(Number.isInteger(value.trialDays) && (value.trialDays as number) >= 0)) return false;
  const status = value.licenceStatus;
  if (status === undefined || status === null) return true;
  if (!isRecord(status)) return false;
  const migration = status.upcomingPriceMigration;
  if (migration === undefined || migration === null) return true;
  return (
    isRecord(migration) &&
    isRecord(migration.consent) &&
    isString(migration.consent.deadline) &&
    typeof migration.consent.customerConfirmed === 'boolean'
  );
}

function isMoney(value: unknown): value is Money {
  return isRecord(value) && Number.isInteger(value.amount) && isString(value.currency);
}

function isVoucherResult(value: unknown): value is VoucherResult {
  if (!isRecord(value) || !isString(value.code)) return false;
  if (value.isValid === false) return isString(value.reason);
  return (
    value.isValid === true &&
    isOptional(value.name, isString) &&
    isOptional(value.description, isString) &&
    isOptional(value.discount, isMoney)
  );
}

function isAddress(value: unknown): value is CheckoutAddress {
  return isRecord(value) && isString(value.countryCode) && isOptional(value.postalCode, isString);
}

function isUserProfile(value: unknown): value is CheckoutUserProfile {
  const nullableString = isNullOr(isString);
  return (
    isRecord(value) &&
    isRecord(value.name) &&
    nullableString(value.name.fullName) &&
    nullableString(value.birthDate) &&
    nullableString(value.taxNumber)
  );
}

function isConsentAnswer(value: unknown): value is CheckoutConsentAnswer {
  return (
    isRecord(value) &&
    isRecord(value.consentField) &&
    isString(value.consentField.fieldName) &&
    typeof value.consentField.required === 'boolean' &&
    isNullOr(isString)(value.answer)
  );
}

function isCard(value: unknown): value is CheckoutCard {
  return isRecord(value) && isString(value.id);
}

function isStored(value: unknown): value is Stored {
  if (!isRecord(value)) return false;
  const { cards, userCheckoutConsents: consents } = value;
  return (
    isCheckoutStep(value.step) &&
    isNullOr(isCheckoutStep)(value.lastStep) &&
    (value.direction === 'FORWARD' || value.direction === 'BACKWARD') &&
    isArrayOf(isLicence)(value.licences) &&
    isNullOr(isLicence)(value.activeLicence) &&
    isNullOr(isLicence)(value.cancellingLicence) &&
    isNullOr(isLicence)(value.reactivatingLicence) &&
    typeof value.complete === 'boolean' &&
    isNullOr(isAddress)(value.address) &&
    isUserProfile(value.userProfile) &&
    isRecord(consents) &&
    isArrayOf(isConsentAnswer)(consents.consents) &&
    typeof consents.canSubmit === 'boolean' &&
    isNullOr(isString)(value.guestEmail) &&
    isNullOr(isRecord)(value.basket) &&
    isRecord(cards) &&
    isArrayOf(isCard)(cards.items) &&
    Number.isInteger(cards.page) &&
    typeof cards.hasMore === 'boolean' &&
    (value.freeTrialAcknowledgement === 'NONE' ||
      value.freeTrialAcknowledgement === 'REQUIRED' ||
      value.freeTrialAcknowledgement === 'ACKNOWLEDGED') &&
    isNullOr(isString)(value.voucherCode) &&
    isNullOr(isVoucherResult)(value.voucher) &&
    isNullOr(isRecord)(value.partitionData)
  );
}
