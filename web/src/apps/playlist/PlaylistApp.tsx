import { Plural } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Hero } from '../../components/Hero.tsx';
import { PageLayout } from '../../components/layout/PageLayout.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { PlaylistApp_playlist$key } from './__generated__/PlaylistApp_playlist.graphql.ts';
import { MyListButton } from '../../watchlist/MyListButton.tsx';
import { SaveToListButton } from '../../watchlist/SaveToListButton.tsx';
import '../detail.css';

const fragment = graphql`
  fragment PlaylistApp_playlist on Playlist {
    ...MyListButton_content
    ...SaveToListButton_content
    internalId
    title
    description
    coverUrl
    videoCount
    videosConnection(first: 50) {
      edges {
        cursor
        node {
          ...ContentCard_content
        }
      }
    }
  }
`;

/** A playlist: its cover and description (header zone), then its videos (list zone). */
export function PlaylistApp({ playlist }: { playlist: PlaylistApp_playlist$key }) {
  const data = useFragment(fragment, playlist);
  useDocumentTitle(data.title);
  return (
    <article className="rs-collection">
      <PageLayout
        kind="playlist"
        header={
          <Hero
            coverUrl={data.coverUrl}
            title={data.title}
            eyebrow={<Plural value={data.videoCount} one="# video" other="# videos" />}
          >
            <p className="rs-hero__description">{data.description}</p>
            <MyListButton content={data} />{' '}
            <SaveToListButton content={data} />
          </Hero>
        }
      >
        <CardGrid edges={data.videosConnection.edges} playlist={data.internalId} origin="playlist" />
      </PageLayout>
    </article>
  );
}
