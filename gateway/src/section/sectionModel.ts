import type { UpstreamBucket, UpstreamSection } from '../lib/upstreamTypes.ts';

/** A section, with how many items per bucket its call asked for (reused by its buckets' pages). */
export type SectionModel = UpstreamSection & { __typename: 'Section'; itemsPerBucket: number };

/** A bucket with the first items the section call embedded. */
export type BucketModel = UpstreamBucket & { __typename: 'Bucket'; sectionName: string };
