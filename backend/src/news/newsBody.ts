// An article's body: the blocks stored per language (migration 025) and the
// blocks the API answers. Embedded titles are stored as ids and answered as the
// same cards the rails show (section/sections.ts `loadContent`), read with the
// article's related titles in one statement; a title the viewer may not see
// (above a child's rating, hidden in their country, gone) drops out of the body.
import { liveEventSchema } from '../liveEvent/liveEvents.ts';
import type { ContentRef } from '../section/sections.ts';
import { videoSchema } from '../video/videos.ts';

export type StoredBlock =
  | { type: 'PARAGRAPH'; text: string }
  | { type: 'HEADING'; text: string }
  | { type: 'QUOTE'; text: string; attribution: string | null }
  | { type: 'IMAGE'; src: string; alt: string; caption: string | null }
  | { type: 'VIDEO'; videoId: number }
  | { type: 'LIVE_EVENT'; liveEventId: number };

/** The body in each language it is written in. */
export type LocalisedBody = Record<string, StoredBlock[]>;

function embeddedRef(block: StoredBlock): ContentRef | null {
  if (block.type === 'VIDEO') return { contentType: 'VIDEO', contentId: block.videoId };
  if (block.type === 'LIVE_EVENT') return { contentType: 'LIVE_EVENT', contentId: block.liveEventId };
  return null;
}

/** The titles a body embeds, in order. */
export function embeddedRefs(blocks: StoredBlock[]): ContentRef[] {
  return blocks.flatMap((block) => embeddedRef(block) ?? []);
}

/** A block as answered (`bodyBlockSchema`). */
export type BodyBlockJson =
  | { type: 'PARAGRAPH' | 'HEADING'; text: string }
  | { type: 'QUOTE'; text: string; attribution: string | null }
  | { type: 'IMAGE'; imageUrl: string; alt: string; caption: string | null }
  | { type: 'VIDEO'; video: unknown }
  | { type: 'LIVE_EVENT'; liveEvent: unknown };

/** A block as answered, with an embedded title's card from `cards` (`loadContent`'s map); null when the card is missing. */
function blockJson(block: StoredBlock, cards: Map<string, unknown>): BodyBlockJson | null {
  switch (block.type) {
    case 'PARAGRAPH':
    case 'HEADING':
      return { type: block.type, text: block.text };
    case 'QUOTE':
      return { type: block.type, text: block.text, attribution: block.attribution };
    case 'IMAGE':
      return { type: block.type, imageUrl: block.src, alt: block.alt, caption: block.caption };
    case 'VIDEO': {
      const video = cards.get(`VIDEO:${block.videoId}`);
      return video ? { type: block.type, video } : null;
    }
    case 'LIVE_EVENT': {
      const liveEvent = cards.get(`LIVE_EVENT:${block.liveEventId}`);
      return liveEvent ? { type: block.type, liveEvent } : null;
    }
  }
}

/** The blocks as answered; an embed the viewer may not see is left out. */
export function bodyJson(blocks: StoredBlock[], cards: Map<string, unknown>): BodyBlockJson[] {
  return blocks.flatMap((block) => blockJson(block, cards) ?? []);
}

const block = (type: string, properties: Record<string, unknown>, description: string) => ({
  type: 'object',
  description,
  required: ['type', ...Object.keys(properties)],
  additionalProperties: false,
  properties: { type: { type: 'string', enum: [type] }, ...properties },
});

/** One block of an article's body; `type` says which. */
export const bodyBlockSchema = {
  oneOf: [
    block('PARAGRAPH', { text: { type: 'string' } }, 'A paragraph of plain text'),
    block('HEADING', { text: { type: 'string' } }, 'A subheading'),
    block('QUOTE', { text: { type: 'string' }, attribution: { type: ['string', 'null'] } }, 'A pulled quote and who said it'),
    block(
      'IMAGE',
      { imageUrl: { type: 'string' }, alt: { type: 'string' }, caption: { type: ['string', 'null'] } },
      'An image with its alternative text and an optional caption',
    ),
    block('VIDEO', { video: videoSchema }, 'An embedded video, as its card (left out where the viewer may not see it)'),
    block('LIVE_EVENT', { liveEvent: liveEventSchema }, 'An embedded live event, as its card (left out where the viewer may not see it)'),
  ],
} as const;
