import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { cardExpiry, cardShortLabel, cardSpokenLabel } from '../account/paymentCards.ts';
import type { SavedCardChoiceQuery } from './__generated__/SavedCardChoiceQuery.graphql.ts';

/**
 * Paying with a card already saved, or a new one. The customer reaches the
 * card step signed in (checkout creates the account first), so the saved
 * cards are theirs to ask for. The default card is offered first and chosen
 * until the customer picks another or "A new card"; expired cards are left
 * out (they cannot pay). Without saved cards there is nothing to choose and
 * only the new card's field shows.
 */
export function SavedCardChoice({
  savedCardId,
  onChoose,
  newCard,
}: {
  /** The saved card chosen (REST id); null: a new card; undefined: not chosen yet. */
  savedCardId: string | null | undefined;
  onChoose: (cardId: string | null) => void;
  /** The provider's field for a new card. */
  newCard: ReactNode;
}) {
  const { i18n } = useLingui();
  const legendId = useId();
  const data = useLazyLoadQuery<SavedCardChoiceQuery>(
    graphql`
      query SavedCardChoiceQuery {
        viewer {
          account {
            cardsConnection(first: 20) {
              edges {
                node {
                  ...paymentCards_card @relay(mask: false)
                }
              }
            }
          }
        }
      }
    `,
    {},
    // Cards saved since (another tab, the account page) are offered too.
    { fetchPolicy: 'store-and-network' },
  );
  const cards = (data.viewer.account?.cardsConnection.edges ?? []).map((edge) => edge.node).filter((card) => !card.isExpired);
  const offered = cards.find((card) => card.isDefault) ?? cards[0] ?? null;
  const chosen = savedCardId === undefined ? (offered?.internalId ?? null) : savedCardId;

  // The card offered is the one paying until the customer says otherwise.
  useEffect(() => {
    if (savedCardId === undefined && offered) onChoose(offered.internalId);
  }, [savedCardId, offered?.internalId]);

  if (cards.length === 0) return <>{newCard}</>;
  return (
    <fieldset className="rs-choices" aria-labelledby={legendId}>
      <legend id={legendId} className="rs-saved-cards__legend">
        <Trans>Pay with</Trans>
      </legend>
      {cards.map((card) => {
        const expiry = cardExpiry(card);
        return (
        <label key={card.id} className="rs-choice">
          <input type="radio" name="saved-card" checked={chosen === card.internalId} onChange={() => onChoose(card.internalId)} />
          <span className="rs-saved-cards__text">
            <span aria-hidden="true">{cardShortLabel(card)}</span>
            <span className="rs-visually-hidden">{cardSpokenLabel(i18n, card)}</span>
            <span className="rs-saved-cards__meta">
              {card.isDefault ? <Trans>Default · expires {expiry}</Trans> : <Trans>Expires {expiry}</Trans>}
            </span>
          </span>
        </label>
        );
      })}
      <label className="rs-choice">
        <input type="radio" name="saved-card" checked={chosen === null} onChange={() => onChoose(null)} />
        <span className="rs-saved-cards__text">
          <Trans>A new card</Trans>
        </span>
      </label>
      {chosen === null ? newCard : null}
    </fieldset>
  );
}
