// A section is one call: its page of buckets, each with its first items. The
// item page size is read ahead from the query so the buckets' cards come with
// it; a bucket fetches its own items only when paged further.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { boundedSectionName } from '../lib/arguments.ts';
import { connectionFromSlice, fetchSlice, pageWindow, sliceFromArgs, type PageArgs } from '../lib/connection.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { lookaheadArgs } from '../lib/lookahead.ts';
import type { UpstreamBucket } from '../lib/upstream.ts';
import type { GatewayContext } from '../context.ts';
import { toContentModels } from './content.ts';
import { previewKey, sectionNodeKey, type BucketModel, type SectionModel } from './sectionModel.ts';

export const DEFAULT_BUCKETS = 10;
export const DEFAULT_ITEMS = 12;

export function toBucketModel(bucket: UpstreamBucket, sectionName: string, context: GatewayContext, preview = false): BucketModel {
  // The embedded cards become models (and prime the loaders) now, once per bucket.
  const embedded = toContentModels(bucket.contentList, context.loaders.authenticated);
  return { ...bucket, __typename: 'Bucket', sectionName, embedded, preview };
}

export const sectionResolvers: Resolvers = {
  Query: {
    section: async (_parent, args, context, info) => {
      const name = boundedSectionName(args.name);
      const bucketSlice = sliceFromArgs((lookaheadArgs(info, ['bucketsConnection']) ?? {}) as PageArgs, DEFAULT_BUCKETS);
      const itemArgs = lookaheadArgs(info, ['bucketsConnection', 'edges', 'node', 'itemsConnection']) as
        | PageArgs
        | undefined;
      const itemsPerBucket = itemArgs ? sliceFromArgs(itemArgs, DEFAULT_ITEMS).first : DEFAULT_ITEMS;
      const window = pageWindow(bucketSlice);
      // An admin's preview (the upstream refuses anyone else: FORBIDDEN, ADMIN_PREVIEW_FORBIDDEN).
      const preview = args.preview === true;
      const section = await context.loaders.authenticated.sectionLoader.load({
        name,
        bpp: window.rpp,
        p: window.pages[0] ?? 1,
        rpp: itemsPerBucket,
        ...previewKey(preview),
      });
      return { ...section, __typename: 'Section', itemsPerBucket, preview } satisfies SectionModel;
    },
  },
  Section: {
    // Unlike every other Node, the global id encodes the name, not `internalId`:
    // the REST API reads a section only by name (`GET /section/{name}`), and
    // `node(id:)` must be able to refetch it. `internalId` stays the REST id.
    id: (section) => toGlobalId('Section', sectionNodeKey(section.name, section.preview)),
    internalId: (section) => section.id,
    isPreview: (section) => section.preview,
    seoTitle: (section) => section.seo?.title ?? null,
    // The hero comes with the section call as a whole card (the backend has left it
    // out already when the viewer may not see it); like a rail's cards it primes the
    // loaders, so its fields never cost a call of their own.
    hero: (section, _args, context) =>
      section.hero ? (toContentModels([section.hero], context.loaders.authenticated)[0] ?? null) : null,
    bucketsConnection: async (section, args, context) => {
      const slice = sliceFromArgs(args, DEFAULT_BUCKETS);
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await context.loaders.authenticated.sectionLoader.load({
          name: section.name,
          bpp: rpp,
          p,
          rpp: section.itemsPerBucket,
          ...previewKey(section.preview),
        });
        return { items: page.buckets, paging: page.paging };
      });
      return connectionFromSlice(
        items.map((bucket) => toBucketModel(bucket, section.name, context, section.preview)),
        slice,
        totalCount,
      );
    },
  },
  Bucket: {
    // A bucket is read only through its section (by name), so its global id carries both.
    id: (bucket) => toGlobalId('Bucket', sectionNodeKey(`${bucket.sectionName}/${bucket.id}`, bucket.preview)),
    internalId: (bucket) => bucket.id,
    itemsConnection: async (bucket, args, context) => {
      const slice = sliceFromArgs(args, DEFAULT_ITEMS);
      const embeddedCount = bucket.contentList.length;
      const total = bucket.paging?.totalCount ?? embeddedCount;
      if (slice.offset === 0 && (slice.first <= embeddedCount || embeddedCount >= total)) {
        return connectionFromSlice(bucket.embedded, slice, total);
      }
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await context.loaders.authenticated.bucketItemsLoader.load({
          section: bucket.sectionName,
          bucketId: bucket.id,
          rpp,
          p,
          ...previewKey(bucket.preview),
        });
        return { items: page.contentList, paging: page.paging };
      });
      return connectionFromSlice(toContentModels(items, context.loaders.authenticated), slice, totalCount);
    },
  },
  Content: {
    __resolveType: (content) => content.__typename,
  },
};
