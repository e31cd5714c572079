import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useToasts } from '../../components/Toast.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import { CardField } from '../purchase/CardField.tsx';
import { checkoutMessage } from '../purchase/checkoutMessages.ts';
import { cardMessage } from './cardMessages.ts';
import { useAddCard } from './useAddCard.ts';

/**
 * "Add a card" on the account page: the realm's card provider's own field
 * (an iframe, so the number never passes through this app), and the card is
 * saved as soon as the field has tokenised it. The first card becomes the
 * default; a later one may be made the default on the way in.
 */
export function AddCard({ cardFieldUrl, firstCard }: { cardFieldUrl: string; firstCard: boolean }) {
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [addCard, saving] = useAddCard();

  if (!open) {
    return (
      <div className="rs-account__actions">
        <button type="button" className="rs-account__secondary" onClick={() => setOpen(true)}>
          <Trans>Add a card</Trans>
        </button>
      </div>
    );
  }

  const save = (token: string, name: string) => {
    setProblem(null);
    addCard(
      { cardToken: token, makeDefault: firstCard || makeDefault },
      {
        onCompleted: ({ userErrors }) => {
          const error = userErrors[0];
          if (error) return setProblem(cardMessage(i18n, error.messageKey));
          setOpen(false);
          setMakeDefault(false);
          toasts.show('success', t`${name} has been saved.`);
        },
        onError: () => setProblem(messageForKey(i18n, 'anErrorOccured')),
      },
    );
  };

  return (
    <div className="rs-add-card" aria-busy={saving}>
      <h3 className="rs-add-card__title">
        <Trans>Add a card</Trans>
      </h3>
      {firstCard ? null : (
        <label className="rs-add-card__default">
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />{' '}
          <Trans>Make it my default card for renewals</Trans>
        </label>
      )}
      <div className="rs-add-card__field">
        <CardField
          cardFieldUrl={cardFieldUrl}
          onToken={(card) => save(card.token, card.last4 ? t`The card ending ${card.last4}` : t`Your card`)}
          onError={(code) => setProblem(checkoutMessage(i18n, code))}
        />
      </div>
      {problem ? (
        <p className="rs-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="rs-account__hint">
        <Trans>Your card details go straight to our payment provider: we never see or store your card number.</Trans>
      </p>
      <div className="rs-account__actions">
        <button type="button" className="rs-account__secondary" disabled={saving} onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
