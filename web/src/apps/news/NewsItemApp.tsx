import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import { CardRail } from '../../components/Rail.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { newsArticleHead } from '../../seo/contentHead.ts';
import { usePageHead } from '../../seo/pageHead.tsx';
import { useSite } from '../../seo/siteContext.ts';
import { pathTo } from '../../system/routePaths.ts';
import type { NewsItemApp_article$key } from './__generated__/NewsItemApp_article.graphql.ts';
import { NewsBlock } from './NewsBlock.tsx';
import { formatNewsDate, formatNewsDateTime } from './newsDate.ts';
import './news.css';

const fragment = graphql`
  fragment NewsItemApp_article on NewsArticle {
    slug
    headline
    lead
    author
    publishedAt
    updatedAt
    imageUrl
    previewImage {
      url
      width
      height
    }
    language
    body {
      ...NewsBlock_block
    }
    related {
      ... on Node {
        id
      }
      ...ContentCard_content
    }
  }
`;

/** An edit this long after publication is a correction worth saying so; quicker ones are typos. */
const UPDATE_WORTH_SHOWING_MS = 10 * 60_000;

/**
 * NEWS_ITEM: an article — headline, standfirst, byline and dates, its hero
 * picture and body, then the titles to watch next — with a way back to NEWS.
 * The tab's title is the headline; the canonical link (the frame's) is the
 * article's own path, so an article opened by its REST id moves to its slug.
 */
export function NewsItemApp({ article }: { article: NewsItemApp_article$key }) {
  const data = useFragment(fragment, article);
  const { t, i18n } = useLingui();
  const { match, router } = useRouter();
  useDocumentTitle(data.headline);

  const ownPath = pathTo('NEWS_ITEM', { slug: data.slug });
  const site = useSite();
  usePageHead(newsArticleHead(data, ownPath, site.address, site));
  const { pathname, search, hash } = match.location;
  const openedByAnotherName = !pathname.endsWith(ownPath);
  useEffect(() => {
    if (openedByAnotherName) router.replace(`${ownPath}${search ?? ''}${hash ?? ''}`);
  }, [openedByAnotherName, ownPath, search, hash, router]);

  const updated = new Date(data.updatedAt).getTime() - new Date(data.publishedAt).getTime() > UPDATE_WORTH_SHOWING_MS;
  const updatedOn = formatNewsDateTime(data.updatedAt, i18n.locale);
  const backToNews = (
    <Link to={pathTo('NEWS')} className="rs-news-article__back">
      <span aria-hidden="true">← </span>
      <Trans>All news</Trans>
    </Link>
  );

  return (
    <div className="rs-news-article-page">
      {/* The texts' language, which may be the realm's default where the article has no translation in the viewer's. */}
      <article className="rs-news-article" lang={data.language}>
        <header className="rs-news-article__header">
          <nav aria-label={t`News`} className="rs-news-article__nav">
            {backToNews}
          </nav>
          <h1 className="rs-news-article__headline">{data.headline}</h1>
          <p className="rs-news-article__lead">{data.lead}</p>
          <p className="rs-news-article__byline">
            <span className="rs-news-article__author">
              <Trans>By {data.author}</Trans>
            </span>
            <time dateTime={data.publishedAt}>{formatNewsDate(data.publishedAt, i18n.locale)}</time>
            {updated ? (
              <span className="rs-news-article__updated">
                <Trans>
                  Updated <time dateTime={data.updatedAt}>{updatedOn}</time>
                </Trans>
              </span>
            ) : null}
          </p>
        </header>
        <figure className="rs-news-article__hero">
          <img className="rs-news-article__hero-image" src={data.imageUrl} alt="" width={1280} height={720} decoding="async" />
        </figure>
        <div className="rs-news-article__body">
          {data.body.map((block, index) => (
            // The body is read whole and never reordered: a block's place is its identity.
            <NewsBlock key={index} block={block} />
          ))}
        </div>
      </article>
      <CardRail title={t`Watch next`} kind="news-related">
        {data.related.map((content, index) => ({ key: content.id ?? String(index), card: <ContentCard content={content} /> }))}
      </CardRail>
      <p className="rs-news-article__footer">{backToNews}</p>
    </div>
  );
}
