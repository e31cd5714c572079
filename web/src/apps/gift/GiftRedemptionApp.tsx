import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { TextField } from '../../components/form/TextField.tsx';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { GiftRedemptionApp_redemption$key } from './__generated__/GiftRedemptionApp_redemption.graphql.ts';
import type { GiftRedemptionApp_viewer$key } from './__generated__/GiftRedemptionApp_viewer.graphql.ts';
import { giftLength, giftMessage, redemptionStatusKey } from './giftMessages.ts';
import { type Redeemed, useRedeemGift } from './useRedeemGift.ts';
import './gift.css';

const viewerFragment = graphql`
  fragment GiftRedemptionApp_viewer on Viewer {
    role
  }
`;

const redemptionFragment = graphql`
  fragment GiftRedemptionApp_redemption on GiftRedemption {
    code
    status
    gift {
      name
      kind
      senderName
      note
      periods
      period
      expiresAt
    }
  }
`;

/** The page's own address for a code: where signing in comes back to. */
export function redemptionPath(code: string): string {
  return `${pathTo('GIFT_REDEMPTION')}?${new URLSearchParams({ code })}`;
}

/**
 * GIFT_REDEMPTION (spec §2 Gifts: redeem by code). The code (typed, or
 * `?code=` from the email's link) is looked up with the page: what it gives,
 * who sent it, or why it cannot be redeemed. Redeeming needs an account: a
 * visitor or guest signs in or creates one and comes back to the same code.
 * Once redeemed, a link to watch: the event of a pay-per-view, else home.
 */
export function GiftRedemptionApp({
  viewer,
  redemption,
  code,
}: {
  viewer: GiftRedemptionApp_viewer$key;
  redemption: GiftRedemptionApp_redemption$key | null;
  /** The code of the address, '' without one. */
  code: string;
}) {
  const { role } = useFragment(viewerFragment, viewer);
  const data = useFragment(redemptionFragment, redemption) ?? null;
  const { t, i18n } = useLingui();
  const { router } = useRouter();
  const [typed, setTyped] = useState(code);
  const [submitted, setSubmitted] = useState(false);
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const [redeemError, setRedeemError] = useState<string | null>(null);
  const [redeem, redeeming] = useRedeemGift();
  const signedIn = role === 'CUSTOMER' || role === 'ADMIN';
  useDocumentTitle(redeemed ? t`Enjoy your gift` : t`Redeem a gift`);

  if (redeemed) return <GiftRedeemed redeemed={redeemed} />;

  const typedError = typed.trim() ? null : 'giftCodeRequired';
  function lookUp(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (typedError) return;
    setRedeemError(null);
    // A new address: the route looks the code up as the page loads.
    router.push(redemptionPath(typed.trim()));
  }

  function redeemNow() {
    if (!data || redeeming) return;
    setRedeemError(null);
    redeem(data.code, (answer) => {
      if (!answer) return setRedeemError('anErrorOccured');
      const refusal = answer.userErrors[0];
      if (refusal) return setRedeemError(refusal.messageKey);
      setRedeemed(answer);
    });
  }

  const unavailable = data ? redemptionStatusKey(data.status) : null;
  const gift = data?.gift ?? null;
  const showsCurrentCode = data !== null && data.code === typed.trim();

  return (
    <div className="rs-redeem">
      <h1 className="rs-redeem__title">
        <Trans>Redeem a gift</Trans>
      </h1>
      <form className="rs-redeem__form" onSubmit={lookUp} noValidate>
        <TextField
          label={<Trans>Gift code</Trans>}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={typed}
          onChange={setTyped}
          error={typedError ? giftMessage(i18n, typedError) : null}
          showError={submitted}
        />
        <button type="submit" className="rs-button rs-button--secondary rs-button--large rs-redeem__check">
          <Trans>Check code</Trans>
        </button>
      </form>

      {data && showsCurrentCode ? (
        unavailable ? (
          <p className="rs-form__error rs-redeem__status" role="alert">
            {giftMessage(i18n, unavailable)}
          </p>
        ) : gift ? (
          <section className="rs-redeem__gift" aria-labelledby="rs-redeem-gift-name">
            <p className="rs-redeem__from">
              <Trans>{gift.senderName} sent you</Trans>
            </p>
            <h2 id="rs-redeem-gift-name" className="rs-redeem__name">
              {gift.name}
            </h2>
            <p className="rs-redeem__grants">
              {gift.kind === 'PAY_PER_VIEW' ? (
                <Trans>The pay-per-view, yours to watch live and on replay.</Trans>
              ) : (
                <Trans>{giftLength(i18n, gift.period, gift.periods ?? 1)} of the subscription, with nothing to pay.</Trans>
              )}
            </p>
            {gift.note ? <blockquote className="rs-redeem__note">{gift.note}</blockquote> : null}
            <p className="rs-redeem__expiry">
              <Trans>Redeem by {i18n.date(gift.expiresAt, { dateStyle: 'long' })}</Trans>
            </p>
            {redeemError ? (
              <p className="rs-form__error" role="alert">
                {giftMessage(i18n, redeemError)}
              </p>
            ) : null}
            {signedIn ? (
              <button type="button" className="rs-button rs-button--primary rs-button--large" onClick={redeemNow} disabled={redeeming} aria-busy={redeeming}>
                {redeeming ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
                <Trans>Redeem</Trans>
              </button>
            ) : (
              <div className="rs-redeem__signin">
                <p className="rs-checkout__note">
                  <Trans>Sign in or create your account to redeem your gift.</Trans>
                </p>
                <div className="rs-redeem__actions">
                  <Link to={{ pathname: pathTo('LOGIN'), query: { from: redemptionPath(data.code) } }} className="rs-button rs-button--primary rs-button--large">
                    <Trans>Sign in to redeem</Trans>
                  </Link>
                  <Link to={{ pathname: pathTo('SIGNUP'), query: { from: redemptionPath(data.code) } }} className="rs-button rs-button--secondary rs-button--large">
                    <Trans>Create account</Trans>
                  </Link>
                </div>
              </div>
            )}
          </section>
        ) : null
      ) : null}
    </div>
  );
}

function GiftRedeemed({ redeemed }: { redeemed: Redeemed }) {
  const event = redeemed.licence?.liveEvent ?? null;
  const { i18n } = useLingui();
  const name = redeemed.gift?.name ?? '';
  const endsAt = redeemed.endsAt ? i18n.date(redeemed.endsAt, { dateStyle: 'long' }) : null;
  return (
    <MessagePanel
      icon={<span aria-hidden="true">✓</span>}
      title={<Trans>Your gift is ready</Trans>}
      actions={
        event ? (
          <Link to={pathTo('LIVE', { id: event.internalId })} className="rs-button rs-button--primary">
            <Trans>Watch {event.title}</Trans>
          </Link>
        ) : (
          <Link to={pathTo('HOME')} className="rs-button rs-button--primary">
            <Trans>Start watching</Trans>
          </Link>
        )
      }
    >
      <p>{endsAt ? <Trans>{name} is yours until {endsAt}.</Trans> : <Trans>{name} is yours for good.</Trans>}</p>
    </MessagePanel>
  );
}
