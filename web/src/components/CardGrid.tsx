import type { ContentCard_content$key } from './__generated__/ContentCard_content.graphql.ts';
import type { VideoLinkOrigin } from '../realm/pageBehaviour.ts';
import { ContentCard } from './ContentCard.tsx';

/**
 * The list zone of a collection page (playlist, season): a connection's items
 * as a wrapping grid of cards, in the connection's order.
 */
export function CardGrid({
  edges,
  playlist,
  origin,
}: {
  edges: readonly { readonly cursor: string; readonly node: ContentCard_content$key }[];
  /** The playlist these are the videos of (see ContentCard). */
  playlist?: string;
  /** The page the grid is on (see ContentCard). */
  origin?: VideoLinkOrigin;
}) {
  return (
    <ul className="rs-grid">
      {edges.map((edge) => (
        <li key={edge.cursor}>
          <ContentCard content={edge.node} playlist={playlist} origin={origin} />
        </li>
      ))}
    </ul>
  );
}
