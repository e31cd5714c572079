import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../../system/routePaths.ts';
import type { NewsCard_article$key } from './__generated__/NewsCard_article.graphql.ts';
import { formatNewsDate } from './newsDate.ts';

const fragment = graphql`
  fragment NewsCard_article on NewsArticle {
    slug
    headline
    lead
    author
    publishedAt
    imageUrl
  }
`;

/**
 * An article as a card leading to its page (NEWS_ITEM): `lead` is the news
 * page's top story (large, with its standfirst and byline), `grid` a card of
 * the page's grid, `rail` a card of the home page's news rail.
 */
export function NewsCard({ article, variant }: { article: NewsCard_article$key; variant: 'lead' | 'grid' | 'rail' }) {
  const data = useFragment(fragment, article);
  const { i18n } = useLingui();
  const Heading = variant === 'rail' ? 'h3' : 'h2';
  return (
    <article className={`rs-news-card rs-news-card--${variant}`}>
      <Link to={pathTo('NEWS_ITEM', { slug: data.slug })} className="rs-news-card__link">
        <div className="rs-news-card__media">
          {/* The lead story is the page's largest picture: fetched at once, the others as they near the viewport. */}
          <img
            className="rs-news-card__image"
            src={data.imageUrl}
            alt=""
            width={1280}
            height={720}
            loading={variant === 'lead' ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
        <div className="rs-news-card__body">
          <Heading className="rs-news-card__headline">{data.headline}</Heading>
          {variant === 'rail' ? null : <p className="rs-news-card__lead">{data.lead}</p>}
          <p className="rs-news-card__meta">
            {variant === 'lead' ? (
              <span className="rs-news-card__author">
                <Trans>By {data.author}</Trans>
              </span>
            ) : null}
            <time dateTime={data.publishedAt}>{formatNewsDate(data.publishedAt, i18n.locale)}</time>
          </p>
        </div>
      </Link>
    </article>
  );
}
