// The web app manifest of a realm (issue 14 "Installed apps"): what a phone's
// Chromium needs to install the realm's app, named, coloured and iconed by the
// realm's branding. `GET /manifest.webmanifest` is the realm of the request's
// host; `GET /realm/{name}/manifest.webmanifest` the realm of that name, whose
// installed app lives under `/realm/{name}/` (spec §1). Public realm data only,
// read through the same loaders and shared cache as GraphQL's `Realm`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorCodeOf } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { createCachedFetcher } from '../lib/sharedCache.ts';
import { createUnauthenticatedLoaders } from '../loaders/unauthenticatedLoaders.ts';
import { realmByKey, type RealmKey } from './realmLookup.ts';
import type { RealmModel } from './realmModel.ts';
import { logoUrlOf } from './realmResolvers.ts';

const MANIFEST_FILE = 'manifest.webmanifest';

/** Where the app is, and so where its installed copy starts and what it covers. */
function appBasePath(realmName: string | null): string {
  return realmName === null ? '/' : `/realm/${encodeURIComponent(realmName)}/`;
}

/**
 * The address of the manifest a page links to: the host's realm's, or under
 * `/realm/{name}` that realm's (server rendering names it in the page's head).
 */
export function manifestPathFor(realmName: string | null): string {
  return `${appBasePath(realmName)}${MANIFEST_FILE}`;
}

const imageTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function imageTypeOf(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return extension ? imageTypes[extension] : undefined;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type?: string; purpose: 'any' | 'maskable' | 'any maskable' }[];
}

/**
 * The colour of the browser's bar around the realm's app: its page background,
 * which is also its menu bar's, with the Theme resolver's default
 * (realmResolvers.ts). A rendered page's `<meta name="theme-color">` should say
 * the same, since a page's colour wins over the manifest's.
 */
export function realmThemeColour(realm: RealmModel): string {
  return realm.settings.colours?.['background'] ?? '#000000';
}

/** The sizes Android and Chromium ask of an installable app's icons. */
const APP_ICON_SIZES = [192, 512] as const;

/** The manifest of `realm`'s app, served by host (`realmName` null) or under `/realm/{realmName}/`. */
export function realmManifest(realm: RealmModel, realmName: string | null): WebAppManifest {
  const base = appBasePath(realmName);
  const background = realmThemeColour(realm);
  const logo = logoUrlOf(realm);
  const type = imageTypeOf(logo);
  return {
    // One installed app per realm and address: the id is the app's base, as start_url.
    id: base,
    name: realm.realmFullName || realm.settings.MAIN_TITLE,
    short_name: realm.settings.MAIN_TITLE ?? realm.realmFullName,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: background,
    background_color: background,
    icons: [
      // The launchers' square icons (Android's home screen, Chromium's install
      // dialog), drawn by the upstream from the realm's mark and colours as PNG,
      // which every launcher reads, and inside the safe zone of any mask.
      ...APP_ICON_SIZES.map((size) => ({
        src: `/images/realm/${encodeURIComponent(realm.name)}/app-icon/${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable' as const,
      })),
      // The realm's logo as it is, for launchers that take any size (a realm's own
      // logo may be raster of a size the gateway does not know).
      { src: logo, sizes: 'any', ...(type ? { type } : {}), purpose: 'any' },
    ],
  };
}

function sendManifest(reply: FastifyReply, manifest: WebAppManifest) {
  // Revalidated on every use: a realm's new branding reaches installed apps at their next check.
  return reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
}

export interface ManifestRoutesOptions {
  api: RestClient;
  cached: ReturnType<typeof createCachedFetcher>;
}

export async function realmManifestRoutes(app: FastifyInstance, options: ManifestRoutesOptions) {
  async function answer(reply: FastifyReply, key: RealmKey, realmName: string | null) {
    let realm: RealmModel;
    try {
      // Loaders are per request; the cache behind them is shared with GraphQL's.
      realm = await realmByKey(createUnauthenticatedLoaders(options.api, options.cached), key);
    } catch (error) {
      if (errorCodeOf(error) === 'REALM_NOT_FOUND') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      throw error;
    }
    return sendManifest(reply, realmManifest(realm, realmName === null ? null : realm.name));
  }

  app.get(`/${MANIFEST_FILE}`, (request, reply) =>
    // The host name as the web app's pages read it (http/webApp.ts), TRUST_PROXY_HOPS heeded.
    answer(reply, { hostname: request.hostname.toLowerCase() }, null),
  );
  app.get<{ Params: { name: string } }>(`/realm/:name/${MANIFEST_FILE}`, (request, reply) =>
    answer(reply, { name: request.params.name }, request.params.name),
  );
}
