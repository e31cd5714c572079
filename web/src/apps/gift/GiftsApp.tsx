import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { graphql, useFragment } from 'react-relay';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { licencePriceLabel } from '../../licence/licencePrice.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { GiftsApp_realm$key } from './__generated__/GiftsApp_realm.graphql.ts';
import type { GiftsApp_viewer$data, GiftsApp_viewer$key } from './__generated__/GiftsApp_viewer.graphql.ts';
import { GiftSender } from './GiftSender.tsx';
import '../purchase/checkout.css';
import './gift.css';

const realmFragment = graphql`
  fragment GiftsApp_realm on Realm {
    name
  }
`;

const viewerFragment = graphql`
  fragment GiftsApp_viewer on Viewer {
    role
    giftItems {
      internalId
      name
      description
      kind
      itemPrice {
        amount
        currency
        scale
      }
      period
      minPeriods
      maxPeriods
    }
    basket {
      ...GiftSender_basket
    }
  }
`;

type GiftItem = GiftsApp_viewer$data['giftItems'][number];

function queryValue(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/**
 * GIFTS (spec §2 Gifts: list and send). The gifts on offer with their price;
 * choosing one (`?gift=`) opens the form for whoever receives it and then the
 * payment, as checkout's; once paid (`?sentTo=`) the page says where the code went.
 */
export function GiftsApp({ realm, viewer }: { realm: GiftsApp_realm$key; viewer: GiftsApp_viewer$key }) {
  const { name: realmName } = useFragment(realmFragment, realm);
  const data = useFragment(viewerFragment, viewer);
  const { match } = useRouter();
  const { t } = useLingui();
  const sentTo = queryValue(match.location.query['sentTo']);
  const chosenId = queryValue(match.location.query['gift']);
  const chosen = chosenId ? (data.giftItems.find((item) => item.internalId === chosenId) ?? null) : null;
  useDocumentTitle(sentTo ? t`Gift sent` : chosen ? t`Send ${chosen.name}` : t`Gifts`);

  if (sentTo) return <GiftSent email={sentTo} />;
  if (chosen) {
    return (
      <GiftSender
        key={chosen.internalId}
        realmName={realmName}
        item={chosen}
        basket={data.basket ?? null}
        signedIn={data.role === 'CUSTOMER' || data.role === 'ADMIN'}
      />
    );
  }
  return <GiftList items={data.giftItems} unknownGift={chosenId !== null} />;
}

function GiftList({ items, unknownGift }: { items: readonly GiftItem[]; unknownGift: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <div className="rs-gifts">
      <header className="rs-gifts__header">
        <h1 className="rs-gifts__title">
          <Trans>Give the fights</Trans>
        </h1>
        <p className="rs-gifts__intro">
          <Trans>Choose a gift and we email its code to whoever you send it to. Got a code yourself?</Trans>{' '}
          <Link to={pathTo('GIFT_REDEMPTION')} className="rs-gifts__redeem-link">
            <Trans>Redeem a gift</Trans>
          </Link>
        </p>
      </header>
      {unknownGift ? (
        <p className="rs-form__error" role="alert">
          <Trans>This gift is no longer on offer. Please choose another.</Trans>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="rs-gifts__empty">
          <Trans>There are no gifts on offer right now.</Trans>
        </p>
      ) : (
        <ul className="rs-gifts__grid">
          {items.map((item) => (
            <li key={item.internalId} className="rs-gift-card">
              <span className="rs-gift-card__kind">{item.kind === 'PAY_PER_VIEW' ? <Trans>Pay-per-view</Trans> : <Trans>Subscription</Trans>}</span>
              <h2 className="rs-gift-card__name">{item.name}</h2>
              <p className="rs-gift-card__description">{item.description}</p>
              <p className="rs-gift-card__price">{licencePriceLabel(i18n, { price: item.itemPrice, subscriptionPeriod: item.period })}</p>
              <Link
                to={{ pathname: pathTo('GIFTS'), query: { gift: item.internalId } }}
                className="rs-button rs-button--primary rs-gift-card__action"
                aria-label={t`Send ${item.name} as a gift`}
              >
                <Trans>Send as a gift</Trans>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GiftSent({ email }: { email: string }) {
  return (
    <MessagePanel
      icon={<span aria-hidden="true">✓</span>}
      title={<Trans>Gift sent to {email}</Trans>}
      actions={
        <>
          <Link to={pathTo('GIFTS')} className="rs-button rs-button--primary">
            <Trans>Send another gift</Trans>
          </Link>
          <Link to={pathTo('HOME')} className="rs-button rs-button--secondary">
            <Trans>Back to home</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>We emailed them a code to redeem it, with your note. Your receipt is on its way to you too.</Trans>
      </p>
    </MessagePanel>
  );
}
