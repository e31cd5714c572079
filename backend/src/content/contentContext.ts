// What every kind of content shares (video, liveEvent, playlist, series and
// section each have their own folder): the realm/language/clock context that
// turns rows into JSON, generated artwork URLs and the id schemas. It stays one
// small module because every content domain, init and playback need it alike.
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import type { Realm } from '../realm/realmRepository.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { contentViewer, rememberedContentViewer, type ContentViewer } from './visibility.ts';

/**
 * What reading content depends on: the realm, the language, the clock, and who
 * is looking (their rating ceiling and country: content/visibility.ts).
 */
export interface ContentContext {
  realm: Realm;
  language: string;
  now: Date;
  viewer: ContentViewer;
}

/**
 * The context of a content request. The viewer is the one the content access
 * check found (`requireContentViewer`), unless `claims` names it (init, which
 * checks access its own way); with neither, the strictest view applies.
 */
export function contentContext(deps: BackendDeps, request: FastifyRequest, claims?: AccessClaims | null): ContentContext {
  const realm = requestRealm(request);
  const viewer = contentViewer(request, realm, claims === undefined ? rememberedContentViewer(request) : claims);
  return { realm, language: request.client.language, now: deps.now(), viewer };
}

export function text(context: ContentContext, value: LocalisedText | null | undefined): string {
  return localise(value, context.language, context.realm.defaultLanguage);
}

export type ArtworkKind = 'video' | 'event' | 'playlist' | 'series';

/** The size link previews are best served at (Facebook, X, WhatsApp, Slack: 1200 wide, 16:9). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 675 } as const;

/**
 * Generated artwork (see images/): a 16:9 thumbnail and a wide cover, titled in
 * the viewer's language, and the picture for link previews: the thumbnail's
 * artwork as PNG (previews read no SVG), untitled, since the preview prints
 * the page's title beside it.
 */
export function artworkUrls(kind: ArtworkKind, id: number, context: ContentContext) {
  const query = `?lang=${context.language}`;
  return {
    thumbnailUrl: `/images/${kind}/${id}.svg${query}`,
    coverUrl: `/images/${kind}-cover/${id}.svg${query}`,
    previewImage: { url: `/images/${kind}/${id}.png?w=${PREVIEW_IMAGE_SIZE.width}`, ...PREVIEW_IMAGE_SIZE },
  };
}

/** `previewImage` of a title's JSON (artworkUrls). */
export const previewImageSchema = {
  type: 'object',
  required: ['url', 'width', 'height'],
  description: 'The picture for link previews and structured data: a PNG of the 16:9 still, without its title',
  properties: {
    url: { type: 'string' },
    width: { type: 'integer', description: 'Pixels' },
    height: { type: 'integer', description: 'Pixels' },
  },
} as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** `ids=1,2,3`: at most 100 numeric ids. */
export const idListSchema = {
  type: 'string',
  pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$',
  description: 'Comma-separated ids, at most 100',
} as const;

export function parseIds(ids: string): number[] {
  return [...new Set(ids.split(',').map(Number))];
}

export const nullableString = { type: ['string', 'null'] } as const;
