import type { FastifyInstance, FastifyReply } from 'fastify';
import { liveEventStatus } from '../liveEvent/liveEvents.ts';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { localise, negotiateLanguage, type LocalisedText } from '../i18n/language.ts';
import { realmLabels } from '../realm/labels.ts';
import { findRealmById, findRealmByName, type Realm } from '../realm/realmRepository.ts';
import { appIconSvg, artworkSvg, logoSvg } from './artwork.ts';
import { pngOf } from './rasterise.ts';
import { fileResponse } from '../http/fileResponse.ts';
import { iconSvg } from './glyphs.ts';
import { idParamsSchema } from '../content/contentContext.ts';
import { sponsorLogoSvg } from '../sponsor/sponsorLogo.ts';
import { fighterImageSvg, type FighterImageShape } from '../fighter/fighterImages.ts';

const artworkKinds = ['video', 'event', 'playlist', 'series'] as const;
type ArtworkKind = (typeof artworkKinds)[number];
// Fighters' pictures (fighter/fighterImages.ts): a 198×124 thumbnail and an 800-high profile portrait.
const fighterKinds: Record<string, FighterImageShape> = { fighter: 'thumbnail', 'fighter-profile': 'profile' };
const kinds = [...artworkKinds, ...artworkKinds.map((kind) => `${kind}-cover`), 'icon', ...Object.keys(fighterKinds)];

interface ArtworkRow extends Record<string, unknown> {
  realmId: number;
  title: LocalisedText;
  sport: string | null;
  venue?: string | null;
  startDate?: Date;
  endDate?: Date;
  count?: number;
}

const lookups: Record<ArtworkKind, string> = {
  video: `select realm_id as "realmId", title, sport, episode_number as count from video where id = $1`,
  event: `select realm_id as "realmId", title, sport, venue, start_date as "startDate", end_date as "endDate" from live_event where id = $1`,
  playlist: `select realm_id as "realmId", title, sport, (select count(*)::int from playlist_video where playlist_id = $1) as count from playlist where id = $1`,
  series: `select realm_id as "realmId", title, sport, (select count(*)::int from season where series_id = $1) as count from series where id = $1`,
};

function sendSvg(reply: FastifyReply, svg: string, maxAge: number) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAge}`)
    .send(svg);
}

/** Generated artwork: `/images/{kind}/{id}.svg` (kinds: video, event, playlist, series, their `-cover`s, icon, fighter, fighter-profile) and realm logos. */
export async function imageRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { kind: string; file: string }; Querystring: { lang?: string; realm?: string; w?: number } }>(
    '/images/:kind/:file',
    {
      schema: {
        operationId: 'getArtwork',
        tags: ['images'],
        summary:
          'Generated artwork: SVG, and for the 16:9 stills of videos, events, playlists and series also PNG (`{id}.png`, `w` pixels wide), which link previews need',
        response: { 200: fileResponse('The artwork', ['image/svg+xml', 'image/png']) },
        params: {
          type: 'object',
          required: ['kind', 'file'],
          properties: { kind: { type: 'string', description: `One of ${kinds.join(', ')}` }, file: { type: 'string', pattern: '^[a-z0-9-]{1,40}\\.(svg|png)$' } },
        },
        querystring: {
          type: 'object',
          properties: {
            lang: { type: 'string', maxLength: 35 },
            realm: { type: 'string', maxLength: 63 },
            w: { type: 'integer', minimum: 320, maximum: 1600, default: 1200, description: 'A PNG’s width in pixels' },
          },
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const [id, format] = file.split('.') as [string, 'svg' | 'png'];
      if (!kinds.includes(kind)) throw notFound(`Image ${kind}/${file}`);
      // Raster only where a link preview asks for it: a content page's 16:9 still.
      if (format === 'png' && !(artworkKinds as readonly string[]).includes(kind)) throw notFound(`Image ${kind}/${file}`);
      if (kind === 'icon') {
        const realm = request.query.realm ? await findRealmByName(deps.db, request.query.realm) : null;
        const svg = iconSvg(id, realm?.settings.colours.menuText ?? '#9ca3af');
        if (!svg) throw notFound(`Icon "${id}"`);
        return sendSvg(reply, svg, 86400);
      }
      const fighterShape = fighterKinds[kind];
      if (fighterShape) {
        const svg = /^\d{1,9}$/.test(id) ? await fighterImageSvg(deps.db, Number(id), fighterShape) : null;
        if (!svg) throw notFound(`Image ${kind}/${file}`);
        return sendSvg(reply, svg, 3600);
      }
      const [base, cover] = kind.split('-') as [ArtworkKind, string | undefined];
      if (!/^\d{1,9}$/.test(id)) throw notFound(`Image ${kind}/${file}`);
      const [row] = await deps.db.query<ArtworkRow>(lookups[base], [Number(id)]);
      const realm = row && (await findRealmById(deps.db, row.realmId));
      if (!row || !realm) throw notFound(`Image ${kind}/${file}`);
      const language = negotiateLanguage(request.query.lang, realm.languages, realm.defaultLanguage);
      const labels = await realmLabels(deps.db, realm, language);
      const { badge, hot, kicker } = describe(base, row, realm, labels, deps.now());
      const svg = artworkSvg({
        id: Number(id),
        shape: cover ? 'cover' : 'thumbnail',
        title: localise(row.title, language, realm.defaultLanguage),
        kicker,
        badge,
        badgeHot: hot,
        sport: row.sport,
        colours: realm.settings.colours,
        fontFamily: realm.settings.fonts.family,
        realmTitle: realm.settings.MAIN_TITLE,
      });
      // Event badges follow the clock, so those images are cached briefly.
      const maxAge = base === 'event' ? 60 : 3600;
      if (format === 'png') {
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', `public, max-age=${maxAge}`)
          .send(pngOf(svg, request.query.w ?? 1200));
      }
      return sendSvg(reply, svg, maxAge);
    },
  );

  app.get<{ Params: { name: string } }>(
    '/images/realm/:name/logo.svg',
    {
      schema: {
        operationId: 'getRealmLogo',
        tags: ['images'],
        summary: 'A realm’s logo',
        response: { 200: fileResponse('The logo', ['image/svg+xml']) },
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 63 } } },
      },
    },
    async (request, reply) => {
      const realm = await findRealmByName(deps.db, request.params.name);
      if (!realm) throw notFound(`Realm "${request.params.name}"`);
      const { MAIN_TITLE: title, colours, fonts, logoGlyph } = realm.settings;
      return sendSvg(reply, logoSvg({ title, colours, fontFamily: fonts.family, sport: logoGlyph ?? null }), 3600);
    },
  );

  app.get<{ Params: { name: string; file: string } }>(
    '/images/realm/:name/app-icon/:file',
    {
      schema: {
        operationId: 'getRealmAppIcon',
        tags: ['images'],
        summary: 'A realm’s app icon for its web app manifest: the logo’s mark on the realm’s background, 192 or 512 pixels square (maskable)',
        response: { 200: fileResponse('The icon', ['image/png']) },
        params: {
          type: 'object',
          required: ['name', 'file'],
          properties: { name: { type: 'string', maxLength: 63 }, file: { type: 'string', enum: ['192.png', '512.png'] } },
        },
      },
    },
    async (request, reply) => {
      const realm = await findRealmByName(deps.db, request.params.name);
      if (!realm) throw notFound(`Realm "${request.params.name}"`);
      const size = Number(request.params.file.slice(0, -'.png'.length));
      const svg = appIconSvg({ colours: realm.settings.colours, sport: realm.settings.logoGlyph ?? null });
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').send(pngOf(svg, size));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { w?: number } }>(
    '/images/sponsor/:id/logo.svg',
    {
      schema: {
        operationId: 'getSponsorLogo',
        tags: ['images'],
        summary: 'A sponsor’s logo (spec §2: sponsor logos), `w` pixels wide',
        response: { 200: fileResponse('The logo', ['image/svg+xml']) },
        params: idParamsSchema,
        querystring: { type: 'object', properties: { w: { type: 'integer', minimum: 50, maximum: 1200, default: 300 } } },
      },
    },
    async (request, reply) => {
      const [sponsor] = await deps.db.query<{ name: string }>('select name from sponsor where id = $1', [request.params.id]);
      if (!sponsor) throw notFound(`Sponsor ${request.params.id}`);
      return sendSvg(reply, sponsorLogoSvg(sponsor.name, request.query.w ?? 300), 3600);
    },
  );
}

function describe(kind: ArtworkKind, row: ArtworkRow, realm: Realm, labels: Record<string, string>, now: Date) {
  const label = (key: string, fallback: string) => labels[key] ?? fallback;
  switch (kind) {
    case 'event': {
      const status = liveEventStatus({ startDate: row.startDate!, endDate: row.endDate! }, now);
      const badge = status === 'LIVE' ? label('live', 'Live') : status === 'UPCOMING' ? label('upcoming', 'Upcoming') : label('ended', 'Ended');
      return { badge, hot: status === 'LIVE', kicker: [row.sport, row.venue].filter(Boolean).join(' · ') };
    }
    case 'playlist':
      return { badge: `${row.count ?? 0} ${label('videos', 'Videos')}`, hot: false, kicker: row.sport };
    case 'series':
      return { badge: label('episodes', 'Episodes'), hot: false, kicker: realm.settings.MAIN_TITLE };
    case 'video':
      return { badge: null, hot: false, kicker: row.sport };
  }
}
