import { graphql, useFragment } from 'react-relay';
import type { NewsBlock_block$key } from './__generated__/NewsBlock_block.graphql.ts';
import { NewsEmbeddedLiveEvent, NewsEmbeddedVideo } from './NewsEmbed.tsx';

const fragment = graphql`
  fragment NewsBlock_block on NewsBlock {
    __typename
    ... on NewsParagraph {
      text
    }
    ... on NewsHeading {
      text
    }
    ... on NewsQuote {
      text
      attribution
    }
    ... on NewsImage {
      imageUrl
      alt
      caption
    }
    ... on NewsEmbeddedVideo {
      video {
        ...NewsEmbed_video
      }
    }
    ... on NewsEmbeddedLiveEvent {
      liveEvent {
        ...NewsEmbed_liveEvent
      }
    }
  }
`;

/** One block of an article's body, as its kind reads: a paragraph, a subheading, a pulled quote, a picture, a title to watch. */
export function NewsBlock({ block }: { block: NewsBlock_block$key }) {
  const data = useFragment(fragment, block);
  switch (data.__typename) {
    case 'NewsParagraph':
      return <p className="rs-news-article__paragraph">{data.text}</p>;
    case 'NewsHeading':
      return <h2 className="rs-news-article__heading">{data.text}</h2>;
    case 'NewsQuote':
      return (
        <figure className="rs-news-quote">
          <blockquote className="rs-news-quote__text">
            <p>{data.text}</p>
          </blockquote>
          {data.attribution ? <figcaption className="rs-news-quote__attribution">{data.attribution}</figcaption> : null}
        </figure>
      );
    case 'NewsImage':
      return (
        <figure className="rs-news-figure">
          <img className="rs-news-figure__image" src={data.imageUrl} alt={data.alt} width={1280} height={720} loading="lazy" decoding="async" />
          {data.caption ? <figcaption className="rs-news-figure__caption">{data.caption}</figcaption> : null}
        </figure>
      );
    case 'NewsEmbeddedVideo':
      return <NewsEmbeddedVideo video={data.video} />;
    case 'NewsEmbeddedLiveEvent':
      return <NewsEmbeddedLiveEvent liveEvent={data.liveEvent} />;
    default:
      return null; // a kind of block this client does not know yet
  }
}
