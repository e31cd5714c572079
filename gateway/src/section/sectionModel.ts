import type { UpstreamBucket, UpstreamSection } from '../lib/upstream.ts';

/** A section, with how many items per bucket its call asked for (reused by its buckets' pages). */
export type SectionModel = UpstreamSection & { __typename: 'Section'; itemsPerBucket: number };

import type { ContentModel } from './content.ts';

/**
 * A bucket with the first items the section call embedded, `contentList` as
 * the upstream sent it and `embedded` as models (made once, by `toBucketModel`).
 */
export type BucketModel = UpstreamBucket & { __typename: 'Bucket'; sectionName: string; embedded: ContentModel[] };
