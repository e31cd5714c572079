import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useToasts } from '../../components/Toast.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { SavedCards_account$key } from './__generated__/SavedCards_account.graphql.ts';
import { AddCard } from './AddCard.tsx';
import { cardMessage } from './cardMessages.ts';
import { cardExpiry, cardShortLabel, cardSpokenLabel } from './paymentCards.ts';
import { useMakeCardDefault } from './useMakeCardDefault.ts';
import { useRemoveCard } from './useRemoveCard.ts';

/** Spec §9: cards 20 to a page. */
export const CARDS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment SavedCards_account on Account
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "SavedCardsPaginationQuery") {
    id
    paymentProviders {
      type
      cardFieldUrl
    }
    cardsConnection(first: $count, after: $cursor) @connection(key: "SavedCards_cardsConnection") {
      edges {
        node {
          ...paymentCards_card @relay(mask: false)
        }
      }
    }
  }
`;

/**
 * The saved cards, the default first: make another the default, remove one
 * after saying so twice, or add one in the realm's card provider's field.
 * A card paid with in checkout is saved here too.
 */
export function SavedCards({ account }: { account: SavedCards_account$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, account);
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const titleId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, removing] = useRemoveCard();
  const [makeDefault, makingDefault] = useMakeCardDefault();
  const busy = removing || makingDefault;
  const cards = data.cardsConnection.edges.map((edge) => edge.node);
  const cardFieldUrl = data.paymentProviders.find((provider) => provider.type === 'CREDIT_CARD' && provider.cardFieldUrl)?.cardFieldUrl ?? null;

  const failed = (messageKey: string) => setProblem(cardMessage(i18n, messageKey));

  const onRemove = (card: (typeof cards)[number]) => {
    setProblem(null);
    setConfirming(null);
    const name = cardSpokenLabel(i18n, card);
    remove(
      { accountId: data.id, card },
      {
        onCompleted: ({ userErrors }) => {
          const error = userErrors[0];
          if (error) failed(error.messageKey);
          else toasts.show('success', t`${name} has been removed.`);
        },
        onError: () => setProblem(messageForKey(i18n, 'anErrorOccured')),
      },
    );
  };

  const onMakeDefault = (card: (typeof cards)[number]) => {
    setProblem(null);
    setConfirming(null);
    const name = cardSpokenLabel(i18n, card);
    makeDefault(
      { accountId: data.id, card },
      {
        onCompleted: ({ userErrors }) => {
          const error = userErrors[0];
          if (error) failed(error.messageKey);
          else toasts.show('success', t`${name} is now your default card.`);
        },
        onError: () => setProblem(messageForKey(i18n, 'anErrorOccured')),
      },
    );
  };

  return (
    <section className="rs-account__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="rs-account__panel-title">
        <Trans>Saved cards</Trans>
      </h2>
      {cards.length === 0 ? (
        <div className="rs-payments__empty">
          <p className="rs-payments__empty-title">
            <Trans>No saved cards</Trans>
          </p>
          <p className="rs-account__hint">
            <Trans>Add a card for your renewals, or pay with one: it is saved here.</Trans>
          </p>
        </div>
      ) : (
        <>
          <p className="rs-account__hint">
            <Trans>Your default card pays for your renewals.</Trans>
          </p>
          <ul className="rs-cards">
            {cards.map((card) => {
              const name = cardSpokenLabel(i18n, card);
              const expiry = cardExpiry(card);
              return (
                <li key={card.id} className="rs-cards__card" data-testid="saved-card">
                  <div className="rs-cards__text">
                    <span className="rs-cards__name">
                      <span aria-hidden="true">{cardShortLabel(card)}</span>
                      <span className="rs-visually-hidden">{name}</span>
                      {card.isDefault ? (
                        <span className="rs-account__badge">
                          <Trans>Default</Trans>
                        </span>
                      ) : null}
                      {card.isExpired ? (
                        <span className="rs-cards__badge-expired">
                          <Trans>Expired</Trans>
                        </span>
                      ) : null}
                    </span>
                    <span className="rs-cards__meta">{card.isExpired ? t`Expired ${expiry}` : t`Expires ${expiry}`}</span>
                  </div>
                  {confirming === card.id ? (
                    <div className="rs-cards__actions" role="group" aria-label={t`Remove ${name}?`}>
                      <span className="rs-cards__question">
                        <Trans>Remove this card?</Trans>
                      </span>
                      <button type="button" className="rs-button rs-button--primary" disabled={busy} onClick={() => onRemove(card)}>
                        <Trans>Yes, remove</Trans>
                      </button>
                      <button type="button" className="rs-account__secondary" onClick={() => setConfirming(null)}>
                        <Trans>Cancel</Trans>
                      </button>
                    </div>
                  ) : (
                    <div className="rs-cards__actions">
                      {/* An expired card cannot pay: the platform would refuse it as the default. */}
                      {card.isDefault || card.isExpired ? null : (
                        <button
                          type="button"
                          className="rs-account__secondary"
                          disabled={busy}
                          aria-label={t`Make ${name} your default card`}
                          onClick={() => onMakeDefault(card)}
                        >
                          <Trans>Make default</Trans>
                        </button>
                      )}
                      <button
                        type="button"
                        className="rs-account__secondary"
                        disabled={busy}
                        aria-label={t`Remove ${name}`}
                        onClick={() => {
                          setProblem(null);
                          setConfirming(card.id);
                        }}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {problem ? (
        <p className="rs-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      {cardFieldUrl ? <AddCard cardFieldUrl={cardFieldUrl} firstCard={cards.length === 0} /> : null}
      {hasNext ? (
        <div className="rs-account__actions">
          <button
            type="button"
            className="rs-account__secondary"
            disabled={isLoadingNext}
            aria-label={t`Show more cards`}
            onClick={() => loadNext(CARDS_PAGE_SIZE)}
          >
            <Trans>Show more</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}
