// `Query.node`: every Node type can be refetched by its global id. An object
// that does not exist, or that the viewer may not see, is null (Relay's
// contract), and so is a global id that is malformed or names nothing we know
// (an id the upstream would refuse as input); other failures stay errors.
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { findAccountNode } from '../account/accountResolvers.ts';
import { boundedSectionName } from '../lib/arguments.ts';
import { errorCodeOf } from '../lib/errors.ts';
import { fromGlobalId } from '../lib/globalId.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import { loadContentItem } from '../section/content.ts';
import { viewerProfiles } from '../profile/profileModel.ts';
import { DEFAULT_ITEMS, toBucketModel } from '../section/sectionResolvers.ts';
import { parseSectionNodeKey, previewKey } from '../section/sectionModel.ts';
import { toSeasonModel } from '../series/seriesModel.ts';
import { loadInit } from '../realm/realmResolvers.ts';
import { toLicenceModel } from '../licence/licenceModel.ts';
import { loadPayment } from '../payment/paymentResolvers.ts';
import { loadInvoice } from '../customer/customerResolvers.ts';
import { toNewsArticleModel } from '../news/newsModel.ts';
import { toSubscriptionModel } from '../subscription/subscriptionModel.ts';
import { findWatchlist } from '../watchlist/watchlistResolvers.ts';
import { findFighter } from '../fighter/fighterResolvers.ts';
import { findPartitionNode } from '../partition/partitionResolvers.ts';

type NodeModel = ResolversTypes['Node'];

const MAX_SECTION_PAGES = 10;

async function findNode(type: string, internalId: string, context: GatewayContext): Promise<NodeModel | null> {
  const loaders = context.loaders.authenticated;
  switch (type) {
    case 'Video':
    case 'LiveEvent':
    case 'Series':
    case 'Playlist':
      return loadContentItem(loaders, type, internalId, DEFAULT_ITEMS);
    case 'Season':
      return toSeasonModel(await loaders.seasonPageLoader.load({ id: internalId, rpp: DEFAULT_ITEMS, p: 1 }));
    case 'Payment':
      return loadPayment(context, internalId);
    case 'Invoice':
      return loadInvoice(context, internalId);
    case 'CustomerSubscription': {
      // The platform lists a customer's (few) subscriptions; one is found among them, and only the viewer's.
      const subscription = (await context.loaders.account.subscriptionsLoader.load(VIEWER)).find((candidate) => candidate.id === internalId);
      return subscription ? toSubscriptionModel(subscription) : null;
    }
    case 'Licence':
      return toLicenceModel(await context.loaders.commerce.licenceLoader.load(internalId));
    case 'Fighter':
      return findFighter(internalId, context);
    case 'GiftItem':
      if ((await context.realm()).gifting !== 'ENABLED') return null;
      return (await context.loaders.commerce.giftItemsLoader.load('onSale')).find((item) => item.externalId === internalId) ?? null;
    case 'NewsArticle':
      return toNewsArticleModel(await context.loaders.authenticated.newsArticleLoader.load(internalId));
    case 'Realm': {
      const realm = await context.realm();
      return realm.id === internalId ? realm : null;
    }
    case 'MenuItem': {
      const init = await loadInit(await context.realm(), context);
      const item = init.menu?.items?.find((candidate) => candidate.id === internalId);
      return item ? { ...item, __typename: 'MenuItem' } : null;
    }
    case 'Section': {
      // An admin's preview has ids of its own (section/sectionModel.ts); the upstream refuses it to anyone else.
      const { key, preview } = parseSectionNodeKey(internalId);
      const name = boundedSectionName(key);
      const section = await loaders.sectionLoader.load({ name, bpp: 10, p: 1, rpp: DEFAULT_ITEMS, ...previewKey(preview) });
      return { ...section, __typename: 'Section', itemsPerBucket: DEFAULT_ITEMS, preview };
    }
    case 'Bucket': {
      const { key, preview } = parseSectionNodeKey(internalId);
      const [name, bucketId] = key.split('/');
      if (!name || !bucketId) return null;
      const sectionName = boundedSectionName(name);
      for (let p = 1; p <= MAX_SECTION_PAGES; p += 1) {
        const page = await loaders.sectionLoader.load({ name: sectionName, bpp: 50, p, rpp: DEFAULT_ITEMS, ...previewKey(preview) });
        const bucket = page.buckets.find((candidate) => candidate.id === bucketId);
        if (bucket) return toBucketModel(bucket, sectionName, context, preview);
        if (!page.paging.moreDataAvailable) break;
      }
      return null;
    }
    case 'Profile':
      return (await viewerProfiles(context)).find((profile) => profile.id === internalId) ?? null;
    case 'Account':
    case 'SignedInSession':
      return findAccountNode(type, internalId, context);
    case 'Watchlist':
      return findWatchlist(internalId, context);
    case 'Partition':
      return findPartitionNode(internalId, context);
    default:
      return null;
  }
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: async (_parent, { id }, context) => {
      const parsed = fromGlobalId(id);
      if (!parsed) return null;
      try {
        return await findNode(parsed.type, parsed.internalId, context);
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT') return null;
        throw error;
      }
    },
  },
  Node: {
    __resolveType: (node) => node.__typename,
  },
};
