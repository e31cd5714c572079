import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { cardExpiry, cardShortLabel, cardSpokenLabel } from '../account/paymentCards.ts';
import { declineMessageKey, subscriptionMessage } from '../account/subscriptionMessages.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import type { PaymentUpdateApp_account$key } from './__generated__/PaymentUpdateApp_account.graphql.ts';
import { useSetSubscriptionCard } from './useSetSubscriptionCard.ts';
import './paymentUpdate.css';

const backToSubscriptions = { pathname: pathTo('ACCOUNT'), query: { section: 'subscriptions' } };

/**
 * PAYMENT_UPDATE: the saved cards as a choice, the one the subscription
 * renews with chosen; saving sets it and goes back to the subscriptions.
 * Cards are added while paying (the provider's card field needs a basket), so
 * an account without one is sent to its payment details to read why.
 */
export function PaymentUpdateApp({ account, subscriptionId }: { account: PaymentUpdateApp_account$key; subscriptionId: string }) {
  const data = useFragment(
    graphql`
      fragment PaymentUpdateApp_account on Account {
        subscriptions {
          internalId
          licenceName
          status
          cardId
        }
        # At most 50 to a page: a customer keeps a few cards.
        cardsConnection(first: 50) {
          edges {
            node {
              ...paymentCards_card @relay(mask: false)
            }
          }
        }
      }
    `,
    account,
  );
  const { t, i18n } = useLingui();
  const { router } = useRouter();
  const titleId = useId();
  const [setCard, saving] = useSetSubscriptionCard();
  const [problem, setProblem] = useState<string | null>(null);
  const subscription = data.subscriptions.find((candidate) => candidate.internalId === subscriptionId);
  const cards = data.cardsConnection.edges.map((edge) => edge.node);
  const currentCard = subscription?.cardId ? cards.find((card) => card.internalId === subscription.cardId) : undefined;
  const [chosen, setChosen] = useState<string | null>(currentCard?.internalId ?? null);
  useDocumentTitle(t`Change card`);

  // Someone else's subscription, or none: as the gateway answers for an invoice not theirs.
  if (!subscription) return <NotFoundApp />;
  const licenceName = subscription.licenceName;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!chosen) return setProblem(subscriptionMessage(i18n, 'cardRequired'));
    if (chosen === currentCard?.internalId) return router.push(backToSubscriptions);
    setCard(
      { subscriptionId: subscription.internalId, cardId: chosen },
      {
        onCompleted: ({ userErrors, payment }) => {
          const error = userErrors[0];
          if (error) return setProblem(subscriptionMessage(i18n, error.messageKey));
          // A past-due renewal is charged again with the new card: a decline keeps the customer here to choose another.
          if (payment?.status === 'DECLINED' || payment?.status === 'FAILED') {
            return setProblem(t`The card is saved for ${licenceName}, but the renewal was declined. Choose another card.`);
          }
          router.push(backToSubscriptions);
        },
        onError: () => setProblem(subscriptionMessage(i18n, 'subscriptionNetworkError')),
      },
    );
  };

  return (
    <div className="rs-payment-update">
      <Link to={backToSubscriptions} className="rs-payment-update__back">
        <Trans>Back to subscriptions</Trans>
      </Link>
      <h1 id={titleId} className="rs-payment-update__title">
        <Trans>Change card</Trans>
      </h1>
      <p className="rs-payment-update__hint">
        <Trans>Choose the card {licenceName} renews with.</Trans>
        {subscription.status === 'PAST_DUE' ? (
          <>
            {' '}
            <Trans>Your unpaid renewal is charged to it at once.</Trans>
          </>
        ) : null}
      </p>
      {cards.length === 0 ? (
        <div className="rs-payment-update__empty">
          <p>
            <Trans>You have no saved card yet.</Trans>
          </p>
          <Link to={{ pathname: pathTo('ACCOUNT'), query: { section: 'paymentdetails' } }}>
            <Trans>Your payment details</Trans>
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
          <fieldset className="rs-choices rs-payment-update__cards">
            <legend className="rs-visually-hidden">
              <Trans>Saved cards</Trans>
            </legend>
            {cards.map((card) => {
              const expiry = cardExpiry(card);
              return (
                <label key={card.id} className={`rs-choice rs-payment-update__card${card.isExpired ? ' rs-payment-update__card--expired' : ''}`}>
                  <input
                    type="radio"
                    name="card"
                    value={card.internalId}
                    checked={chosen === card.internalId}
                    // An expired card cannot pay: the platform would refuse it.
                    disabled={card.isExpired}
                    onChange={() => setChosen(card.internalId)}
                  />
                  <span className="rs-payment-update__card-text">
                    <span className="rs-payment-update__card-name">
                      <span aria-hidden="true">{cardShortLabel(card)}</span>
                      <span className="rs-visually-hidden">{cardSpokenLabel(i18n, card)}</span>
                      {card.internalId === currentCard?.internalId ? (
                        <span className="rs-payment-update__badge">
                          <Trans>Current</Trans>
                        </span>
                      ) : null}
                    </span>
                    <span className="rs-payment-update__card-meta">{card.isExpired ? t`Expired ${expiry}` : t`Expires ${expiry}`}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {problem ? (
            <p className="rs-form__error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="rs-payment-update__actions">
            <Link to={backToSubscriptions} className="rs-button rs-button--secondary">
              <Trans>Cancel</Trans>
            </Link>
            <button type="submit" className="rs-button rs-button--primary" disabled={saving}>
              <Trans>Save card</Trans>
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
