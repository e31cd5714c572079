import { useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Rail_bucket$key } from './__generated__/Rail_bucket.graphql.ts';
import { ContentCard } from './ContentCard.tsx';
import './Rail.css';

const fragment = graphql`
  fragment Rail_bucket on Bucket {
    title
    type
    itemsConnection(first: 12) {
      edges {
        cursor
        node {
          ...ContentCard_content
        }
      }
    }
  }
`;

/** A titled, horizontally scrolling row of cards: one bucket of a section. */
export function Rail({ bucket }: { bucket: Rail_bucket$key }) {
  const data = useFragment(fragment, bucket);
  const { t } = useLingui();
  const trackRef = useRef<HTMLUListElement>(null);
  const edges = data.itemsConnection.edges;
  const ends = useScrollEnds(trackRef, edges.length);
  if (edges.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className={`rs-rail rs-rail--${data.type.toLowerCase()}`} aria-label={data.title}>
      <div className="rs-rail__header">
        <h2 className="rs-rail__title">{data.title}</h2>
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
        {edges.map((edge) => (
          <li className="rs-rail__item" key={edge.cursor}>
            <ContentCard content={edge.node} />
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
