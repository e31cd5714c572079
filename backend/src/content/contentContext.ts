// What every kind of content shares (video, liveEvent, playlist, series and
// section each have their own folder): the realm/language/clock context that
// turns rows into JSON, generated artwork URLs and the id schemas. It stays one
// small module because every content domain, init and playback need it alike.
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import type { Realm } from '../realm/realmRepository.ts';

/** What turning content rows into JSON depends on: the realm, the language and the clock. */
export interface ContentContext {
  realm: Realm;
  language: string;
  now: Date;
}

export function contentContext(deps: BackendDeps, request: FastifyRequest): ContentContext {
  return { realm: requestRealm(request), language: request.client.language, now: deps.now() };
}

export function text(context: ContentContext, value: LocalisedText | null | undefined): string {
  return localise(value, context.language, context.realm.defaultLanguage);
}

export type ArtworkKind = 'video' | 'event' | 'playlist' | 'series';

/** Generated artwork (see images/): a 16:9 thumbnail and a wide cover, titled in the viewer's language. */
export function artworkUrls(kind: ArtworkKind, id: number, context: ContentContext) {
  const query = `?lang=${context.language}`;
  return {
    thumbnailUrl: `/images/${kind}/${id}.svg${query}`,
    coverUrl: `/images/${kind}-cover/${id}.svg${query}`,
  };
}

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
