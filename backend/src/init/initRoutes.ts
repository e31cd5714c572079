import type { FastifyInstance } from 'fastify';
import { contentContext } from '../content/contentContext.ts';
import { sectionJson, sectionSchema } from '../section/sections.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { negotiateLanguage } from '../i18n/language.ts';
import { iconStore } from '../images/iconStore.ts';
import { menuSchema } from '../realm/menu.ts';
import { authenticationProvidersSchema, realmJson, realmSchema } from '../realm/realmJson.ts';
import { assertContentAccess } from '../session/viewer.ts';
import { readBootData } from './bootData.ts';
import { licenceJson, licenceSchema } from '../licence/licenceJson.ts';
import { initAuthentication } from './initAuthentication.ts';
import { readPreferences } from './preferences.ts';
import { previewQuerySchema, publicationFor } from '../section/preview.ts';

interface InitQuery {
  lk?: string;
  pk?: string;
  readLicences?: boolean;
  countEvents?: 'LIVE';
  menuTargetPlatform?: string;
  altMenuTargetPlatform?: string;
  readIconStore?: 'ENABLED' | 'DISABLED';
  section?: string;
  rpp?: number;
  bpp?: number;
  bspp?: number;
  preview?: boolean;
}

const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

const initResponseSchema = {
  type: 'object',
  required: [
    'analyticsEvents', 'authentication', 'labels', 'labelOverrides', 'content', 'preferences', 'settings',
    'licences', 'eventCount', 'menu', 'iconStore', 'readAuthenticationProvidersResponse',
  ],
  properties: {
    analyticsEvents: { type: 'array', items: { type: 'object', additionalProperties: true } },
    authentication: {
      type: ['object', 'null'],
      required: ['authorisationToken', 'refreshToken'],
      properties: { authorisationToken: { type: 'string' }, refreshToken: { type: 'string' } },
    },
    labels: stringMap,
    labelOverrides: {
      ...stringMap,
      description: 'The labels this realm words itself, in this language: those its realm file overrides and its own keys (a subset of `labels`)',
    },
    content: { anyOf: [sectionSchema, { type: 'null' }] },
    preferences: stringMap,
    settings: realmSchema,
    licences: { type: 'array', items: licenceSchema, description: 'The licences on sale (with readLicences=true), priced for the viewer’s country' },
    eventCount: { type: ['integer', 'null'] },
    menu: menuSchema,
    iconStore: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
    readAuthenticationProvidersResponse: {
      type: 'object',
      required: ['providers'],
      properties: { providers: authenticationProvidersSchema },
    },
  },
} as const;

const platform = { type: 'string', pattern: '^[a-z]{2,16}$' } as const;

export async function initRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: InitQuery }>(
    '/init/',
    {
      schema: {
        operationId: 'getInit',
        tags: ['init'],
        summary: 'Everything a client needs to boot: realm settings, labels, menu, counts and, optionally, a section',
        description: 'Accepts `Authorization: Mixed {auth} {refresh}`; renews a stale access token and returns the new pair in `authentication`.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            lk: { type: 'string', maxLength: 35, description: 'Language; wins over Accept-Language' },
            pk: { type: 'string', maxLength: 500, description: 'Comma-separated preference keys' },
            readLicences: { type: 'boolean' },
            countEvents: { type: 'string', enum: ['LIVE'] },
            menuTargetPlatform: platform,
            altMenuTargetPlatform: platform,
            readIconStore: { type: 'string', enum: ['ENABLED', 'DISABLED'] },
            section: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' },
            rpp: { type: 'integer', minimum: 1, maximum: 50, description: 'Items per bucket of `section`' },
            bpp: { type: 'integer', minimum: 1, maximum: 50, description: 'Buckets of `section`' },
            bspp: { type: 'integer', minimum: 1, maximum: 50, description: 'Bucket shortcuts per page (accepted, unused)' },
            preview: previewQuerySchema,
            geoBlockedContentDisplayMode: { type: 'string' },
            displaySectionLinkBuckets: { type: 'string' },
            displayEpgBuckets: { type: 'string' },
            displayContentAvailableOnSignIn: { type: 'string' },
          },
        },
        response: { 200: initResponseSchema },
      },
    },
    async (request) => {
      const realm = requestRealm(request);
      const query = request.query;
      if (query.lk) request.client.language = negotiateLanguage(query.lk, realm.languages, request.client.language);
      const language = request.client.language;
      const { viewer, renewed } = await initAuthentication(deps, request);
      const context = contentContext(deps, request, viewer);
      // Checked before anything is read: a preview is refused (403), never quietly the published realm.
      const publication = publicationFor(viewer, query.preview);

      let content = null;
      if (query.section && viewer) {
        const mayView = (() => {
          try {
            assertContentAccess(request, viewer);
            return true;
          } catch (error) {
            if (error instanceof ApiError) return false;
            throw error;
          }
        })();
        if (mayView) {
          content = await sectionJson(deps.db, context, query.section, { page: 1, rpp: query.bpp ?? 10, offset: 0 }, query.rpp ?? 12, publication);
        }
      }

      const [{ labels, labelOverrides, menu, eventCount, licences }, preferences] = await Promise.all([
        readBootData(deps.db, realm, {
          language,
          platform: query.menuTargetPlatform ?? query.altMenuTargetPlatform ?? 'web',
          now: context.now,
          viewer: viewer ? context.viewer : null,
          readLicences: query.readLicences === true,
          previewMenu: publication.preview,
        }),
        viewer && query.pk ? readPreferences(deps.db, viewer.userId, query.pk.split(',')) : Promise.resolve({}),
      ]);

      return {
        analyticsEvents: [],
        authentication: renewed,
        labels,
        labelOverrides,
        content,
        preferences,
        settings: realmJson(realm),
        licences: licences.map((licence) => licenceJson(licence, context)),
        eventCount,
        menu,
        iconStore: query.readIconStore === 'DISABLED' ? null : iconStore(realm.name),
        readAuthenticationProvidersResponse: { providers: realm.authenticationProviders },
      };
    },
  );
}
