import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import type { Rail_bucket$key } from './__generated__/Rail_bucket.graphql.ts';
import { ContentCard } from './ContentCard.tsx';
import './Rail.css';

const fragment = graphql`
  fragment Rail_bucket on Bucket {
    id
    title
    type
    itemsConnection(first: 12) {
      pageInfo {
        hasNextPage
      }
      edges {
        cursor
        node {
          ...ContentCard_content
        }
      }
    }
  }
`;

/** Cards of the page's first rail whose images load with the page: what a wide screen shows of it. */
const EAGER_CARDS = 4;

/**
 * A titled, horizontally scrolling row of cards: one bucket of a section, with
 * "See all" (GRID) when it holds more. `first`: the page's first rail.
 */
export function Rail({ bucket, first = false }: { bucket: Rail_bucket$key; first?: boolean }) {
  const data = useFragment(fragment, bucket);
  return (
    <CardRail
      title={data.title}
      kind={data.type.toLowerCase()}
      action={
        data.itemsConnection.pageInfo.hasNextPage ? (
          <Link to={pathTo('GRID', { id: data.id })} className="rs-rail__action">
            <Trans>See all</Trans>
          </Link>
        ) : null
      }
    >
      {data.itemsConnection.edges.map((edge, index) => ({
        key: edge.cursor,
        card: <ContentCard content={edge.node} eagerImage={first && index < EAGER_CARDS} />,
      }))}
    </CardRail>
  );
}

/**
 * The row itself, for any list of cards (a bucket, the viewer's Continue
 * watching): a heading, an optional link beside it, arrows when the cards
 * overflow. Nothing when there are no cards.
 */
export function CardRail({
  title,
  kind,
  action,
  children: cards,
}: {
  title: string;
  /** A modifier class, `rs-rail--{kind}`. */
  kind: string;
  action?: ReactNode;
  children: { key: string; card: ReactNode }[];
}) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLUListElement>(null);
  const ends = useScrollEnds(trackRef, cards.length);
  if (cards.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className={`rs-rail rs-rail--${kind}`} aria-label={title}>
      <div className="rs-rail__header">
        <h2 className="rs-rail__title">{title}</h2>
        {action}
        {ends.atStart && ends.atEnd ? null : (
          <div className="rs-rail__controls">
            <button
              type="button"
              className="rs-rail__arrow"
              onClick={() => scroll(-1)}
              disabled={ends.atStart}
              aria-label={t`Scroll left`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="rs-rail__arrow"
              onClick={() => scroll(1)}
              disabled={ends.atEnd}
              aria-label={t`Scroll right`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <ul className="rs-rail__track" ref={trackRef}>
        {cards.map(({ key, card }) => (
          <li className="rs-rail__item" key={key}>
            {card}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Whether the track shows its first and its last card. Arrows that could not
 * move anything are disabled, and hidden when every card fits.
 */
function useScrollEnds(trackRef: RefObject<HTMLUListElement | null>, itemCount: number) {
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const atStart = track.scrollLeft <= 1;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
      setEnds((previous) =>
        previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd },
      );
    };
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [trackRef, itemCount]);
  return ends;
}
