import { useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { pathTo } from '../../system/routePaths.ts';
import type { usePayBasketMutation } from './__generated__/usePayBasketMutation.graphql.ts';
import { newIdempotencyKey } from './checkoutStorage.ts';
import { declineKey } from './checkoutMessages.ts';

export type LicenceKind = 'SUBSCRIPTION' | 'PAY_PER_VIEW';

/** What became of one press of Pay. */
export type PaymentOutcome =
  /** Paid: what was bought is the customer's. */
  | { readonly kind: 'SUCCEEDED'; readonly paymentId: string; readonly licenceKind: LicenceKind | null }
  /** The provider's page must approve it (card authentication, PayPal). */
  | { readonly kind: 'REQUIRES_ACTION'; readonly paymentId: string; readonly redirectUrl: string }
  /** Still being processed: the authorisation page waits for it. */
  | { readonly kind: 'PENDING'; readonly paymentId: string }
  /** Declined or failed, nothing charged (a message key); the next press is a new attempt. */
  | { readonly kind: 'DECLINED'; readonly messageKey: string }
  /** The platform refused the input before trying (a userError's key); the next press is a new attempt. */
  | { readonly kind: 'REFUSED'; readonly messageKey: string }
  /** No answer: whether it was charged is unknown, so the next press retries the same attempt. */
  | { readonly kind: 'NETWORK_ERROR' };

export interface PayInput {
  readonly provider: string;
  readonly cardToken?: string | null;
  /** A saved card (`PaymentCard.internalId`) instead of a typed one. */
  readonly cardId?: string | null;
}

/**
 * Paying, once per attempt. Each attempt has an idempotency key, made when it
 * starts and sent again when it is retried: after a network error (the
 * platform may have charged and only the answer was lost) and after a reload
 * (the key is kept with the checkout, `attemptKey`). An answer that ends the
 * attempt (a decline, a refusal) forgets the key, so the next press is a new
 * attempt with a new key. A press while one is in flight does nothing: the
 * platform would answer the same payment anyway, but once is enough.
 */
export function usePayBasket({
  attemptKey,
  onAttemptKeyChange,
}: {
  /** The key of the attempt in progress, as kept with the checkout. */
  attemptKey: string | null;
  /** Keep it (null: the attempt ended). */
  onAttemptKeyChange: (key: string | null) => void;
}) {
  const [commit] = useMutation<usePayBasketMutation>(graphql`
    mutation usePayBasketMutation($input: PayBasketInput!) {
      payBasket(input: $input) {
        payment {
          id
          internalId
          status
          declineCode
          redirectUrl
          amount {
            amount
            currency
            scale
          }
          licence {
            internalId
            kind
          }
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const key = useRef(attemptKey);
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);

  function setKey(next: string | null) {
    key.current = next;
    onAttemptKeyChange(next);
  }

  function pay(input: PayInput, onOutcome: (outcome: PaymentOutcome) => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    const idempotencyKey = key.current ?? newIdempotencyKey();
    if (idempotencyKey !== key.current) setKey(idempotencyKey);
    const finish = (outcome: PaymentOutcome) => {
      inFlight.current = false;
      setPaying(false);
      onOutcome(outcome);
    };
    commit({
      variables: {
        input: {
          idempotencyKey,
          provider: input.provider,
          cardToken: input.cardToken ?? null,
          cardId: input.cardId ?? null,
          returnPath: pathTo('PAYMENT_AUTHORIZATION'),
        },
      },
      onCompleted: ({ payBasket }) => {
        const error = payBasket.userErrors[0];
        const payment = payBasket.payment;
        if (error || !payment) {
          setKey(null);
          return finish({ kind: 'REFUSED', messageKey: error?.messageKey ?? 'anErrorOccured' });
        }
        switch (payment.status) {
          case 'SUCCEEDED':
            return finish({ kind: 'SUCCEEDED', paymentId: payment.internalId, licenceKind: licenceKindOf(payment.licence?.kind) });
          case 'REQUIRES_ACTION':
            if (payment.redirectUrl) return finish({ kind: 'REQUIRES_ACTION', paymentId: payment.internalId, redirectUrl: payment.redirectUrl });
            return finish({ kind: 'PENDING', paymentId: payment.internalId });
          case 'DECLINED':
          case 'FAILED':
            setKey(null);
            return finish({ kind: 'DECLINED', messageKey: declineKey(payment.declineCode) });
          default:
            return finish({ kind: 'PENDING', paymentId: payment.internalId });
        }
      },
      onError: () => finish({ kind: 'NETWORK_ERROR' }),
    });
  }

  /** Forget the attempt in progress (the customer changed what they pay with). */
  function newAttempt() {
    if (key.current !== null && !inFlight.current) setKey(null);
  }

  return { pay, paying, newAttempt };
}

function licenceKindOf(kind: string | null | undefined): LicenceKind | null {
  return kind === 'SUBSCRIPTION' || kind === 'PAY_PER_VIEW' ? kind : null;
}
