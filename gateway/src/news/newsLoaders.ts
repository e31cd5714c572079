// Loaders of the realm's news (spec §2 NEWS, NEWS_ITEM), part of the content
// loaders (loaders/authenticatedLoaders.ts): the upstream serves news to whoever
// may browse content, so they share the content loaders' client and its checks
// (spec §6), and are per request like them (the texts are in the viewer's language).
import DataLoader from 'dataloader';
import { codedError, upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import { dataLoaderBatchSize } from '../observability/metrics.ts';
import type { UpstreamNewsArticle, UpstreamNewsPage } from './newsModel.ts';

/**
 * What the upstream takes as an article's name in its path: its id (digits) or
 * its slug, at most 120 characters. Anything else names no article and is
 * never sent (the upstream would refuse it with a 400 the client cannot read).
 */
const ID_OR_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

function articleNotFound(): Error {
  return codedError('NOT_FOUND', 'There is no such news article in this realm.', { httpStatus: 404, reason: 'NEWS_ARTICLE_NOT_FOUND' });
}

export function createNewsLoaders(getApi: () => Promise<RestClient>) {
  const newsArticleLoader: DataLoader<string, UpstreamNewsArticle> = new DataLoader<string, UpstreamNewsArticle>((keys) => {
    dataLoaderBatchSize.observe({ loader: 'newsArticleLoader' }, keys.length);
    return Promise.all(
      keys.map(async (idOrSlug) => {
        if (idOrSlug.length > MAX_SLUG_LENGTH || !ID_OR_SLUG.test(idOrSlug)) return articleNotFound();
        try {
          const article = await upstream((await getApi()).get('/api/v2/news/{idOrSlug}', { params: { idOrSlug } }));
          // Read by slug, known by id too (node(id:)), and the other way round.
          newsArticleLoader.prime(article.id, article).prime(article.slug, article);
          return article;
        } catch (error) {
          return error as Error;
        }
      }),
    );
  });

  return {
    /** A page of the realm's articles, newest first (summaries: no body). */
    newsPageLoader: new DataLoader<{ rpp: number; p: number }, UpstreamNewsPage, string>(
      (keys) => {
        dataLoaderBatchSize.observe({ loader: 'newsPageLoader' }, keys.length);
        return Promise.all(
          keys.map(async ({ rpp, p }) =>
            upstream((await getApi()).get('/api/v2/news', { query: { rpp, p } })).catch((error: unknown) => error as Error),
          ),
        );
      },
      { cacheKeyFn: ({ rpp, p }) => `${rpp}:${p}` },
    ),
    /** An article, by REST id or slug, with its body and related titles; NOT_FOUND (404) when there is none. */
    newsArticleLoader,
  };
}

export type NewsLoaders = ReturnType<typeof createNewsLoaders>;
