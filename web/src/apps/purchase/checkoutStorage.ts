// Where a checkout waits across a reload, a sign-in (the app is rebuilt with
// a fresh store) and the payment provider's page: sessionStorage, one entry
// per realm. The state machine's own state is kept in its own format
// (serialiseCheckout / restoreCheckout, under checkoutStorageKey); beside it,
// under the same key with `.flow`, what the screens add to it: where the
// checkout lives and where the customer goes afterwards, the payment method
// chosen and the attempt to pay in progress.
import {
  type CheckoutState,
  checkoutStorageKey,
  restoreCheckout,
  serialiseCheckout,
} from '../../checkout/checkoutMachine.ts';
import { safeDestination } from '../login/safeDestination.ts';

export interface CheckoutFlow {
  /** The checkout's own address (PURCHASE or PAY, with its query): where a failed authorisation returns. */
  readonly checkoutPath: string | null;
  /** Where "Start watching" goes once paid: a path inside the realm. */
  readonly from: string | null;
  /** `PaymentProvider.name` of the method chosen. */
  readonly provider: string | null;
  /**
   * The idempotency key of the attempt to pay in progress: sent again when
   * that attempt is retried (a network error, a reload), replaced by a new
   * one after an answer that ends the attempt (a decline, a refusal).
   */
  readonly attemptKey: string | null;
  /** A message key the payment-authorisation page left for the checkout (a decline on the provider's page). */
  readonly returnError: string | null;
  /** `Trial.endsAt` of the basket paid: the confirmation says until when nothing is charged. */
  readonly trialEndsAt: string | null;
  /**
   * Where a payment that succeeds on the provider's page goes instead of the
   * licence's confirmation: a gift's own ("Gift sent to…"), since the licence
   * it buys is not the customer's.
   */
  readonly confirmationPath: string | null;
}

export const emptyFlow: CheckoutFlow = {
  checkoutPath: null,
  from: null,
  provider: null,
  attemptKey: null,
  returnError: null,
  trialEndsAt: null,
  confirmationPath: null,
};

const FLOW_VERSION = 1;

function flowKey(realm: string): string {
  return `${checkoutStorageKey(realm)}.flow`;
}

/** sessionStorage, or null where there is none (server rendering) or it refuses (privacy modes). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function loadCheckout(realm: string, now: number): { state: CheckoutState | null; flow: CheckoutFlow } {
  const store = storage();
  if (!store) return { state: null, flow: emptyFlow };
  const state = restoreCheckout(store.getItem(checkoutStorageKey(realm)), { now });
  let flow = emptyFlow;
  try {
    const parsed: unknown = JSON.parse(store.getItem(flowKey(realm)) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && (parsed as { version?: unknown }).version === FLOW_VERSION) {
      const stored = parsed as Record<string, unknown>;
      flow = {
        // Both are addresses to go to: only paths inside the realm pass, as for the sign-in page's `from`.
        checkoutPath: safeDestination(stored.checkoutPath),
        from: safeDestination(stored.from),
        provider: stringOrNull(stored.provider),
        attemptKey: stringOrNull(stored.attemptKey),
        returnError: stringOrNull(stored.returnError),
        trialEndsAt: stringOrNull(stored.trialEndsAt),
        confirmationPath: safeDestination(stored.confirmationPath),
      };
    }
  } catch {
    // A malformed entry is no checkout to resume.
  }
  return { state, flow };
}

export function saveCheckout(realm: string, state: CheckoutState, flow: CheckoutFlow): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(checkoutStorageKey(realm), serialiseCheckout(state));
    store.setItem(flowKey(realm), JSON.stringify({ version: FLOW_VERSION, ...flow }));
  } catch {
    // Full or refused: the checkout still works, it only cannot resume.
  }
}

/** Only the flow (the payment-authorisation page leaves its verdict there). */
export function saveFlow(realm: string, flow: CheckoutFlow): void {
  try {
    storage()?.setItem(flowKey(realm), JSON.stringify({ version: FLOW_VERSION, ...flow }));
  } catch {
    // As above.
  }
}

/** A paid checkout is over: the next one starts afresh. */
export function clearCheckout(realm: string): void {
  const store = storage();
  store?.removeItem(checkoutStorageKey(realm));
  store?.removeItem(flowKey(realm));
}

/**
 * A fresh idempotency key (a UUID v4). `crypto.randomUUID` exists only in
 * secure contexts (https, localhost); elsewhere the same from random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
