// News articles as the upstream describes them (GET /api/v2/news, GET
// /api/v2/news/{idOrSlug}): the model the NewsArticle resolvers read, and an
// article's body blocks as the NewsBlock union's members. A list answers
// summaries; the body, related titles and languages come with the article.
import type { ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { Answer } from '../lib/upstream.ts';
import { toLiveEventModel, type LiveEventModel } from '../liveEvent/liveEventModel.ts';
import { toVideoModel, type VideoModel } from '../video/videoModel.ts';

// Named here, once, after the calls that answer them (as lib/upstream.ts names the others).
export type UpstreamNewsPage = Answer<'/api/v2/news'>;
export type UpstreamNewsSummary = UpstreamNewsPage['items'][number];
export type UpstreamNewsArticle = Answer<'/api/v2/news/{idOrSlug}'>;
type UpstreamNewsBlock = UpstreamNewsArticle['body'][number];

/** An article as a list gave it (a summary) or as read alone (with its body). */
export type NewsArticleModel = (UpstreamNewsSummary | UpstreamNewsArticle) & { __typename: 'NewsArticle' };

/** An article read alone: body, related titles, languages and last edit included. */
export type FullNewsArticleModel = UpstreamNewsArticle & { __typename: 'NewsArticle' };

export type NewsBlockModel = ResolversTypes['NewsBlock'];

export function toNewsArticleModel(article: UpstreamNewsSummary | UpstreamNewsArticle): NewsArticleModel {
  return { ...article, __typename: 'NewsArticle' };
}

export function isFullArticle(article: NewsArticleModel): article is FullNewsArticleModel {
  return 'body' in article;
}

/**
 * A body block as its union member. An embedded title becomes the same model
 * as on a rail, handed to `prime` (the content loaders' `prime`), so its card
 * resolves as any Video or LiveEvent, without a call of its own.
 */
export function toNewsBlockModel(block: UpstreamNewsBlock, prime: (title: VideoModel | LiveEventModel) => void): NewsBlockModel {
  switch (block.type) {
    case 'PARAGRAPH':
      return { __typename: 'NewsParagraph', text: block.text };
    case 'HEADING':
      return { __typename: 'NewsHeading', text: block.text };
    case 'QUOTE':
      return { __typename: 'NewsQuote', text: block.text, attribution: block.attribution };
    case 'IMAGE':
      return { __typename: 'NewsImage', imageUrl: block.imageUrl, alt: block.alt, caption: block.caption };
    case 'VIDEO': {
      const video = toVideoModel(block.video);
      prime(video);
      return { __typename: 'NewsEmbeddedVideo', video };
    }
    case 'LIVE_EVENT': {
      const liveEvent = toLiveEventModel(block.liveEvent);
      prime(liveEvent);
      return { __typename: 'NewsEmbeddedLiveEvent', liveEvent };
    }
  }
}
