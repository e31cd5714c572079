import { useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { PromoCard_promoNotification$key } from './__generated__/PromoCard_promoNotification.graphql.ts';
import type { PromoCardQuery } from './__generated__/PromoCardQuery.graphql.ts';
import { promoBelongsOn, promoTarget } from './promoLink.ts';
import { type PromoAction, useDismissPromoNotification } from './useDismissPromoNotification.ts';
import { useOpenDialogCount } from '../components/dialogRegistry.ts';
import './PromoCard.css';

/** Spec §9: the card's transition takes 500 ms (PromoCard.css says the same). */
export const PROMO_TRANSITION_MS = 500;

/**
 * How long a click on an outside link that opens in place waits for the
 * platform to hear of it before the page is left (which would cancel the call).
 */
const LEAVE_FOR_LINK_MAX_WAIT_MS = 1500;

/**
 * The promo to show now, if any (spec §4: fetched once): asked when this chunk
 * mounts, which the frame does once per app load (PromoNotification).
 */
export function PromoCard() {
  const data = useLazyLoadQuery<PromoCardQuery>(
    graphql`
      query PromoCardQuery {
        viewer {
          promoNotification {
            ...PromoCard_promoNotification
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const promo = data.viewer.promoNotification;
  return promo ? <PromoCardView promo={promo} /> : null;
}

const fragment = graphql`
  fragment PromoCard_promoNotification on PromoNotification {
    internalId
    title
    description
    cta
    imageUrl
    openInNewTab
    link {
      __typename
      ... on PromoExternalLink {
        url
      }
      ... on PromoContentLink {
        type
        contentId
      }
    }
  }
`;

type Phase = 'arriving' | 'shown' | 'leaving' | 'gone';

/**
 * The promo card (spec §2 Screens, §4 Promo): its 410×190 picture, title,
 * description, call to action and a labelled dismiss button. It slides up in a
 * bottom corner (the full width on phones) once its picture is in, steps aside
 * while a modal dialog is open, and slides away for good when the viewer
 * follows it or dismisses it: either is recorded and dismisses the promo, so
 * it never comes back.
 */
export function PromoCardView({ promo }: { promo: PromoCard_promoNotification$key }) {
  const data = useFragment(fragment, promo);
  const { t } = useLingui();
  const dismiss = useDismissPromoNotification();
  // Steps aside while a dialog of the app (Modal, the profiles dialog, the search panel) is open.
  const modalOpen = useOpenDialogCount() > 0;
  const { match } = useRouter();
  const titleId = useId();
  const image = useRef<HTMLImageElement>(null);
  const [phase, setPhase] = useState<Phase>('arriving');

  // It arrives once its picture is in, never half-drawn (a picture that fails does not hold it back).
  // Two frames first: the card must have been drawn off-screen for the slide to run.
  const arrive = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => setPhase((current) => (current === 'arriving' ? 'shown' : current))));
  };
  useEffect(() => {
    if (image.current?.complete) arrive();
  }, []);

  useEffect(() => {
    if (phase !== 'leaving') return undefined;
    const timer = setTimeout(() => setPhase('gone'), PROMO_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'gone') return null;

  const leave = (action: PromoAction, afterwards?: () => void) => {
    setPhase('leaving');
    dismiss(data.internalId, action, afterwards);
  };

  const target = promoTarget(data.link);
  const newTab = data.openInNewTab;
  const ctaClass = 'rs-button rs-button--primary rs-promo__cta';
  let cta;
  if (target?.kind === 'app') {
    cta = (
      <Link to={target.path} className={ctaClass} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined} onClick={() => leave('CLICKED')}>
        {data.cta}
      </Link>
    );
  } else if (target?.kind === 'external') {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      const inPlace = !newTab && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!inPlace) {
        leave('CLICKED');
        return;
      }
      // Leaving the app now would cancel the call that records the click: go once it is answered (or soon anyway).
      event.preventDefault();
      let gone = false;
      const go = () => {
        if (gone) return;
        gone = true;
        window.location.assign(target.url);
      };
      setTimeout(go, LEAVE_FOR_LINK_MAX_WAIT_MS);
      leave('CLICKED', go);
    };
    cta = (
      <a href={target.url} className={ctaClass} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} onClick={follow}>
        {data.cta}
      </a>
    );
  } else {
    // A link this client cannot follow: the button still records the interest and closes the card.
    cta = (
      <button type="button" className={ctaClass} onClick={() => leave('CLICKED')}>
        {data.cta}
      </button>
    );
  }

  // It steps aside (not dismissed) behind a modal dialog and off the pages it does not belong on.
  const visible = phase === 'shown' && !modalOpen && promoBelongsOn(match.location.pathname, target);
  return (
    <aside
      className={`rs-promo${visible ? ' rs-promo--visible' : ''}`}
      aria-labelledby={titleId}
      // Off screen (arriving, leaving, behind a modal dialog, on another kind of page): out of reach of focus and screen readers too.
      aria-hidden={visible ? undefined : true}
      inert={visible ? undefined : true}
      data-phase={phase}
    >
      <img
        ref={image}
        className="rs-promo__image"
        src={data.imageUrl}
        alt=""
        width={410}
        height={190}
        onLoad={arrive}
        onError={arrive}
      />
      <button type="button" className="rs-promo__dismiss" aria-label={t`Dismiss`} onClick={() => leave('DISMISSED')}>
        <span aria-hidden="true">×</span>
      </button>
      <div className="rs-promo__body">
        <h2 id={titleId} className="rs-promo__title">
          {data.title}
        </h2>
        <p className="rs-promo__description">{data.description}</p>
        {cta}
      </div>
    </aside>
  );
}
