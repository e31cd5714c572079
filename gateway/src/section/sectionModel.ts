import type { UpstreamBucket, UpstreamSection } from '../lib/upstream.ts';

/**
 * A section, with how many items per bucket its call asked for (reused by its
 * buckets' pages) and whether it was read as an admin's preview (its buckets'
 * pages are then previews too).
 */
export type SectionModel = UpstreamSection & { __typename: 'Section'; itemsPerBucket: number; preview: boolean };

import type { ContentModel } from './content.ts';

/**
 * A bucket with the first items the section call embedded, `contentList` as
 * the upstream sent it and `embedded` as models (made once, by `toBucketModel`).
 */
export type BucketModel = UpstreamBucket & { __typename: 'Bucket'; sectionName: string; embedded: ContentModel[]; preview: boolean };

/**
 * An admin's preview has node ids of its own (`preview:` before the section's
 * name): a client's store never mixes a preview, which may hold unpublished
 * buckets, with the published page, and `node(id:)` refetches the preview.
 */
const PREVIEW_PREFIX = 'preview:';

/** The internal part of a Section's or Bucket's global id: the section's name (and bucket id), marked when a preview. */
export function sectionNodeKey(key: string, preview: boolean): string {
  return preview ? `${PREVIEW_PREFIX}${key}` : key;
}

/** The reverse of `sectionNodeKey`. */
export function parseSectionNodeKey(internalId: string): { key: string; preview: boolean } {
  return internalId.startsWith(PREVIEW_PREFIX)
    ? { key: internalId.slice(PREVIEW_PREFIX.length), preview: true }
    : { key: internalId, preview: false };
}

/** The loader keys' `preview`: present only for a preview, so a published page's key stays what it always was. */
export function previewKey(preview: boolean): { preview?: true } {
  return preview ? { preview: true } : {};
}
