import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { declineKey } from '../purchase/checkoutMessages.ts';
import { clearCheckout, loadCheckout, saveFlow } from '../purchase/checkoutStorage.ts';
import type { PaymentAuthorizationApp_payment$key } from './__generated__/PaymentAuthorizationApp_payment.graphql.ts';
import type { PaymentAuthorizationApp_realm$key } from './__generated__/PaymentAuthorizationApp_realm.graphql.ts';
import type { PaymentAuthorizationAppQuery } from './__generated__/PaymentAuthorizationAppQuery.graphql.ts';
import './payment.css';

const realmFragment = graphql`
  fragment PaymentAuthorizationApp_realm on Realm {
    name
  }
`;

const paymentFragment = graphql`
  fragment PaymentAuthorizationApp_payment on Payment {
    id
    internalId
    status
    declineCode
    licence {
      kind
    }
  }
`;

// Reads the payment again; the answer updates the record above in the store.
const recheckQuery = graphql`
  query PaymentAuthorizationAppQuery($paymentId: ID!) {
    payment(internalId: $paymentId) {
      ...PaymentAuthorizationApp_payment
    }
  }
`;

/** How long to wait before each automatic look at a payment still being processed (ms). */
export const RECHECK_DELAYS: readonly number[] = [1000, 2000, 4000];

/**
 * PAYMENT_AUTHORIZATION: the provider's page (card authentication, PayPal)
 * returns here with `?paymentId=`. "Confirming your payment…" while its
 * verdict is awaited: SUCCEEDED goes on to the confirmation (subscription or
 * pay-per-view, or the one the checkout named: a gift's); DECLINED or FAILED goes back to the checkout, at the step
 * where the customer paid, with the reason; while it is still PENDING, the
 * payment is read again a few times, further apart each time, then the page
 * says it is still processing and offers to check again.
 */
export function PaymentAuthorizationApp({
  realm,
  payment,
  recheckDelays = RECHECK_DELAYS,
}: {
  realm: PaymentAuthorizationApp_realm$key;
  payment: PaymentAuthorizationApp_payment$key | null;
  recheckDelays?: readonly number[];
}) {
  const { name: realmName } = useFragment(realmFragment, realm);
  const data = useFragment(paymentFragment, payment) ?? null;
  const environment = useRelayEnvironment();
  const { router } = useRouter();
  const { t } = useLingui();
  useDocumentTitle(t`Confirming your payment`);
  const [rechecks, setRechecks] = useState(0);
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const status = data?.status ?? null;
  const waiting = status === 'PENDING' || status === 'REQUIRES_ACTION';

  function recheck(): Promise<void> {
    if (!data) return Promise.resolve();
    return new Promise((resolve) => {
      fetchQuery<PaymentAuthorizationAppQuery>(environment, recheckQuery, { paymentId: data.internalId }, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => resolve(),
        // A failed look is only a look: the next one, or the customer's, may answer.
        error: () => resolve(),
      });
    });
  }

  useEffect(() => {
    if (!data) return;
    if (status === 'SUCCEEDED') {
      const { flow } = loadCheckout(realmName, Date.now());
      if (flow.confirmationPath) {
        clearCheckout(realmName);
        router.replace(flow.confirmationPath);
        return;
      }
      router.replace({
        pathname: pathTo(data.licence?.kind === 'PAY_PER_VIEW' ? 'PAYMENT_CONFIRMATION' : 'SUBSCRIPTION_CONFIRMATION'),
        query: { paymentId: data.internalId },
      });
      return;
    }
    if (status === 'DECLINED' || status === 'FAILED') {
      // Back to the checkout where it was left, which says why; the next press of Pay is a new attempt.
      const { flow } = loadCheckout(realmName, Date.now());
      const reason = status === 'FAILED' && !data.declineCode ? 'AUTHORISATION_FAILED' : declineKey(data.declineCode);
      saveFlow(realmName, { ...flow, returnError: reason, attemptKey: null });
      router.replace(flow.checkoutPath ?? pathTo('PAY'));
      return;
    }
    if (!waiting || rechecks >= recheckDelays.length) return;
    const timer = setTimeout(() => {
      void recheck().then(() => {
        if (mounted.current) setRechecks((count) => count + 1);
      });
    }, recheckDelays[rechecks]);
    return () => clearTimeout(timer);
  }, [status, rechecks]);

  if (!data) {
    return (
      <MessagePanel tone="alert" title={<Trans>We could not find this payment</Trans>}>
        <p>
          <Trans>Your account shows your plans and payments.</Trans>
        </p>
      </MessagePanel>
    );
  }

  const stillProcessing = waiting && rechecks >= recheckDelays.length;
  if (stillProcessing) {
    return (
      <MessagePanel
        title={<Trans>Your payment is still being processed</Trans>}
        actions={
          <button
            type="button"
            className="rs-button rs-button--primary"
            disabled={checking}
            aria-busy={checking}
            onClick={() => {
              setChecking(true);
              void recheck().then(() => mounted.current && setChecking(false));
            }}
          >
            {checking ? <Trans>Checking…</Trans> : <Trans>Check again</Trans>}
          </button>
        }
      >
        <p role="status">
          <Trans>This can take a few minutes. You will not be charged twice, and you can leave this page: what you bought appears in your account once the payment goes through.</Trans>
        </p>
      </MessagePanel>
    );
  }

  return (
    <div className="rs-payment-wait" role="status" aria-live="polite">
      <span className="rs-payment-wait__spinner" aria-hidden="true" />
      <p className="rs-payment-wait__text">
        <Trans>Confirming your payment…</Trans>
      </p>
    </div>
  );
}
