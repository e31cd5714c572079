// News (spec §2 NEWS, NEWS_ITEM): the realm's articles newest first, one
// article by slug (the NEWS_ITEM page's principal field: an unknown slug is
// NOT_FOUND with the 404), its body as a union of blocks and its related
// titles as the cards the rails show.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { boundedArgument } from '../lib/arguments.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs } from '../lib/connection.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { toContentModels } from '../section/content.ts';
import { MAX_SLUG_LENGTH } from './newsLoaders.ts';
import { isFullArticle, toNewsArticleModel, toNewsBlockModel, type FullNewsArticleModel, type NewsArticleModel } from './newsModel.ts';

/** The schema's default page (Query.newsConnection `first`). */
export const DEFAULT_NEWS_PAGE = 12;

/** The article with its body: as it is when it was read alone, else read now (one call per article a list gave). */
async function fullArticle(article: NewsArticleModel, context: GatewayContext): Promise<FullNewsArticleModel> {
  if (isFullArticle(article)) return article;
  return { ...(await context.loaders.authenticated.newsArticleLoader.load(article.id)), __typename: 'NewsArticle' };
}

export const newsResolvers: Resolvers = {
  Query: {
    newsConnection: async (_parent, args, context) => {
      const slice = sliceFromArgs(args, DEFAULT_NEWS_PAGE);
      const { items, totalCount } = await fetchSlice(slice, async (page) => {
        const answer = await context.loaders.authenticated.newsPageLoader.load(page);
        return { items: answer.items, paging: answer.paging };
      });
      return connectionFromSlice(items.map(toNewsArticleModel), slice, totalCount);
    },
    newsArticle: async (_parent, { slug }, context) =>
      toNewsArticleModel(await context.loaders.authenticated.newsArticleLoader.load(boundedArgument('slug', slug, MAX_SLUG_LENGTH))),
  },
  NewsArticle: {
    id: (article) => toGlobalId('NewsArticle', article.id),
    internalId: (article) => article.id,
    updatedAt: async (article, _args, context) => (await fullArticle(article, context)).updatedAt,
    language: async (article, _args, context) => (await fullArticle(article, context)).language,
    languages: async (article, _args, context) => (await fullArticle(article, context)).languages,
    body: async (article, _args, context) => {
      const loaders = context.loaders.authenticated;
      return (await fullArticle(article, context)).body.map((block) => toNewsBlockModel(block, (title) => loaders.prime(title)));
    },
    related: async (article, _args, context) =>
      toContentModels((await fullArticle(article, context)).related, context.loaders.authenticated),
  },
  NewsBlock: {
    __resolveType: (block) => block.__typename!, // set by toNewsBlockModel
  },
};
