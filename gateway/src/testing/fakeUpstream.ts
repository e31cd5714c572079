// A stand-in for the REST platform in unit tests: a `fetch` that answers the
// backend/README.md contract from a little in-memory catalogue and records
// every call, so tests can count what a query costs upstream. Its tokens are
// signed ES256 like the real ones, by a key it publishes as its JWKS.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type {
  Answer,
  HttpMethod,
  UpstreamLiveEvent,
  UpstreamContent,
  UpstreamPath,
  UpstreamRealm,
  UpstreamSeries,
  UpstreamVideo,
} from '../lib/upstream.ts';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface TestSigningKey {
  kid: string;
  privateKey: KeyObject;
  /** As published in a JWKS. */
  publicJwk: Answer<'/.well-known/jwks.json'>['keys'][number];
}

/** A P-256 key pair that signs ES256 tokens (synchronously, so tokens can be made anywhere in a test). */
export function createTestSigningKey(kid: string): TestSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid, privateKey, publicJwk: { ...(publicKey.export({ format: 'jwk' }) as { kty: string; crv: string; x: string; y: string }), kid, alg: 'ES256', use: 'sig' } };
}

/** The key every fake upstream signs with and publishes (until a test publishes more). */
export const upstreamSigningKey = createTestSigningKey('fake-upstream-key-1');

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed ES256 by `key` (the fake upstream's own unless told otherwise), with its kid in the header. */
export function makeToken(
  claims: Record<string, unknown>,
  { key = upstreamSigningKey, kid = key.kid }: { key?: TestSigningKey; kid?: string } = {},
): string {
  const signingInput = `${base64url({ alg: 'ES256', typ: 'JWT', kid })}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

export function guestToken(realm: string, { expiresInSeconds = 900, nowMs = Date.now() } = {}): string {
  const iat = Math.floor(nowMs / 1000);
  return makeToken({ sub: 'guest-1', rol: 'GUEST', gue: true, aud: realm, iat, exp: iat + expiresInSeconds, sid: 's1' });
}

// A whole palette, as the backend always sends one.
const colours: UpstreamRealm['settings']['colours'] = {
  background: '#000000', text: '#ffffff', primary: '#e11d48', secondary: '#333333', tertiary: '#999999',
  primaryCtaDefault: '#e11d48', primaryCtaHover: '#e11d48', primaryCtaText: '#000000',
  secondaryCtaDefault: '#333333', secondaryCtaHover: '#333333', secondaryCtaText: '#ffffff',
  menuText: '#ffffff', menuTextHover: '#ffffff', menuTextSelected: '#e11d48', alert: '#f59e0b',
};

function realm(name: string, overrides: Partial<UpstreamRealm> = {}): UpstreamRealm {
  return {
    id: name === 'ringside' ? '1' : '2',
    name,
    realmFullName: `${name} network`,
    domains: [`${name}.localhost`],
    preferredDomain: `${name}.localhost`,
    realmLanguages: ['en', 'pt'],
    defaultLanguage: 'en',
    guestsAllowed: true,
    fullGuestAccess: 'ALLOWED',
    allowGuestSchedule: true,
    allowSelfregistration: true,
    pinLoginEnabled: true,
    hasLive: true,
    requiresConfirmation: true,
    watchlistsEnabled: true,
    settings: { MAIN_TITLE: name, logo: `/images/realm/${name}/logo.svg`, fonts: { family: 'system-ui, sans-serif' }, colours },
    profileConfiguration: { status: 'ENABLED', maxProfiles: 5, childFontScale: 1 },
    hasDvr: true,
    epgMatrix: 'ENABLED',
    scheduleSection: 'ENABLED',
    systemDefinedWatchlistFavouritesMode: 'MY_LIST',
    geoBlockedContentDisplayMode: 'SHOW_LOCKED',
    currentProgramPlaybackStatus: 'ENABLED',
    epgPlaybackContentStatus: 'ENABLED',
    multiViewAllowed: true,
    concurrentStreamLimit: 2,
    liveEndpoint: `/live/${name}/events`,
    compulsoryTrial: false,
    showLicencesOnSignup: false,
    checkoutFirstStep: 'CREATE_ACCOUNT',
    checkoutFlow: 'STANDARD',
    hasVouchers: false,
    gifting: 'DISABLED',
    contentSearchEngine: 'DEFAULT',
    hasPromoNotification: false,
    // Realm configuration (backend/src/realm/realmFile.ts): the platform's defaults.
    splashUrl: null,
    notFoundPage: null,
    vpnAllowed: true,
    withCookieBanner: false,
    smartBanner: null,
    partitionSettings: { status: 'DISABLED', partitions: [] },
    interstitials: { playlist: false, series: false, season: false, video: false },
    enhancedMetadataViews: false,
    ...overrides,
  };
}

export function video(id: number, overrides: Partial<UpstreamVideo> = {}): UpstreamVideo {
  return {
    id: String(id),
    type: 'VOD_VIDEO',
    title: `Video ${id}`,
    description: `About video ${id}`,
    duration: 60 + id,
    thumbnailUrl: `/images/thumb/${id}.svg`,
    coverUrl: `/images/cover/${id}.svg`,
    previewImage: { url: `/images/thumb/${id}.png`, width: 1200, height: 675 },
    releaseDate: '2026-01-01T00:00:00.000Z',
    tags: ['MMA'],
    seriesId: null,
    seasonId: null,
    episodeNumber: null,
    sponsor: null,
    ageRating: 'AGE_16',
    geoBlocked: false,
    licensing: 'FREE',
    ...overrides,
  };
}

const event = (id: number, status: UpstreamLiveEvent['status']): UpstreamLiveEvent => ({
  id: String(id),
  type: 'LIVE_EVENT',
  title: `Fight night ${id}`,
  description: 'A fight night',
  startDate: '2026-11-21T20:00:00.000Z',
  endDate: '2026-11-21T23:00:00.000Z',
  status,
  thumbnailUrl: `/images/thumb/e${id}.svg`,
  coverUrl: `/images/cover/e${id}.svg`,
  previewImage: { url: `/images/thumb/e${id}.png`, width: 1200, height: 675 },
  sport: 'MMA',
  venue: 'Arena',
  ageRating: 'AGE_18',
  geoBlocked: false,
  licensing: 'FREE',
});

const series: UpstreamSeries = {
  id: '7',
  type: 'VOD_SERIES',
  title: 'The Road',
  description: 'A documentary',
  thumbnailUrl: '/images/thumb/s7.svg',
  coverUrl: '/images/cover/s7.svg',
  previewImage: { url: '/images/thumb/s7.png', width: 1200, height: 675 },
  sponsor: { name: 'Corner Gym', imageUrl: '/images/sponsor/3/logo.svg', linkUrl: 'https://example.com/corner-gym', displayMode: 'SHOW' },
  ageRating: 'AGE_12',
  geoBlocked: false,
  seasons: [
    { id: '72', seriesId: '7', title: 'Season 2', seasonNumber: 2, episodeCount: 1 },
    { id: '71', seriesId: '7', title: 'Season 1', seasonNumber: 1, episodeCount: 2 },
  ],
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', date: new Date().toUTCString(), ...headers },
  });
}

/** A successful answer of `route`, typed by the contract: the fake cannot answer what the platform would not. */
function ok<P extends UpstreamPath, M extends HttpMethod = 'GET'>(
  _route: P,
  body: Answer<P, M>,
  { status = 200, headers = {} }: { method?: M; status?: number; headers?: Record<string, string> } = {},
): Response {
  return json(status, body, headers);
}

function paging(page: number, rpp: number, totalCount: number) {
  return { page, rpp, totalCount, moreDataAvailable: page * rpp < totalCount };
}

function pageOf<T>(items: T[], url: URL, defaultRpp = 12) {
  const rpp = Number(url.searchParams.get('rpp') ?? defaultRpp);
  const p = Number(url.searchParams.get('p') ?? 1);
  return { items: items.slice((p - 1) * rpp, p * rpp), paging: paging(p, rpp, items.length) };
}

export function createFakeUpstream() {
  const realms = { ringside: realm('ringside'), acme: realm('acme', { guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED' }) };
  const videos = new Map<string, UpstreamVideo>();
  for (let id = 1; id <= 40; id += 1) videos.set(String(id), video(id));
  videos.set('101', video(101, { seriesId: '7', seasonId: '71', episodeNumber: 1 }));
  videos.set('102', video(102, { seriesId: '7', seasonId: '71', episodeNumber: 2 }));
  const events = new Map([['1', event(1, 'LIVE')], ['2', event(2, 'UPCOMING')], ['3', event(3, 'ENDED')]]);
  const bucketVideos = (from: number) => Array.from({ length: 20 }, (_, i) => videos.get(String(from + i))!);
  const buckets = [
    { id: '11', name: 'latest', title: 'Latest', type: 'VIDEOS' as const, all: bucketVideos(1) },
    { id: '12', name: 'popular', title: 'Popular', type: 'VIDEOS' as const, all: bucketVideos(11) },
    { id: '13', name: 'more', title: 'More', type: 'VIDEOS' as const, all: bucketVideos(21) },
  ];

  const calls: RecordedCall[] = [];
  let refreshCounter = 0;
  const issuedRefreshTokens = new Map<string, { realm: string; used: boolean }>();
  const state = {
    calls,
    /** The gateway's registrations and look-ups of persisted operations. */
    persistedOperationCalls: [] as RecordedCall[],
    realms,
    videos,
    /** Extra headers every answer carries (e.g. a replacement authorisation). */
    extraHeaders: {} as Record<string, string>,
    /** When set, every call fails as if the upstream were down. */
    down: false,
    /** The home section's hero: the live fight night; null as for a viewer who may not see it. */
    homeHero: events.get('1')! as UpstreamContent | null,
    /** The keys published at /.well-known/jwks.json. */
    publishedKeys: [upstreamSigningKey] as TestSigningKey[],
    /** When set, the key set answers 503 (an upstream still starting, say). */
    keysUnavailable: false,
    issueTokens(realmName: string, accessToken = guestToken(realmName)) {
      refreshCounter += 1;
      const refreshToken = `refresh-${realmName}-${refreshCounter}`;
      issuedRefreshTokens.set(refreshToken, { realm: realmName, used: false });
      return { authorisationToken: accessToken, refreshToken };
    },
    /** Upstream calls whose path starts with `prefix`. */
    count(prefix: string) {
      return calls.filter((call) => call.url.pathname.startsWith(prefix)).length;
    },
    reset() {
      calls.length = 0;
    },
    fetch: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const method = init?.method ?? 'GET';
      // The gateway's own start-up business (graphql/sharedPersistedOperations.ts), not a viewer's call:
      // kept apart, so tests counting what a request sends upstream are not thrown by it.
      if (url.pathname.startsWith('/api/v2/persisted-operations')) {
        state.persistedOperationCalls.push({ method, url, headers, body });
        return method === 'PUT'
          ? json(200, { registered: 0, added: 0 })
          : json(404, { code: 'PERSISTED_OPERATION_NOT_FOUND', message: 'Not registered' });
      }
      calls.push({ method, url, headers, body });
      if (state.down) throw new TypeError('fetch failed');
      const response = answer(method, url, headers, body);
      for (const [name, value] of Object.entries(state.extraHeaders)) response.headers.set(name, value);
      return response;
    },
  };

  function authorise(headers: Headers, realmName: string): Response | null {
    const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
    if (!token) return json(401, { code: 'UNAUTHENTICATED', message: 'No token' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { aud: string; exp: number };
    if (claims.aud !== realmName) return json(401, { code: 'TOKEN_REALM_MISMATCH', message: 'Wrong realm' });
    if (claims.exp * 1000 < Date.now()) return json(401, { code: 'TOKEN_EXPIRED', message: 'Expired' });
    return null;
  }

  function answer(method: string, url: URL, headers: Headers, body: unknown): Response {
    const path = url.pathname;
    if (path.startsWith('/media/') || path.startsWith('/images/')) {
      return new Response('#EXTM3U\n', { headers: { 'content-type': 'application/vnd.apple.mpegurl' } });
    }
    if (path === '/.well-known/jwks.json') {
      if (state.keysUnavailable) return json(503, { code: 'UNAVAILABLE', message: 'Starting' });
      return ok('/.well-known/jwks.json', { keys: state.publishedKeys.map((key) => key.publicJwk) }, { headers: { 'cache-control': 'public, max-age=300' } });
    }
    if (headers.get('x-api-key') !== 'ringside-demo-key') return json(401, { code: 'INVALID_API_KEY', message: 'Bad key' });
    let match: RegExpExecArray | null;
    if ((match = /^\/api\/v2\/realm\/hostname\/([^/]+)$/.exec(path))) {
      const found = Object.values(realms).find((r) => r.domains.includes(decodeURIComponent(match![1]!)));
      return found ? ok('/api/v2/realm/hostname/{hostname}', found) : json(404, { code: 'REALM_NOT_FOUND', message: 'No realm' });
    }
    if ((match = /^\/api\/v2\/realm\/([^/]+)$/.exec(path))) {
      const found = realms[match[1] as keyof typeof realms];
      return found ? ok('/api/v2/realm/{name}', found) : json(404, { code: 'REALM_NOT_FOUND', message: 'No realm' });
    }
    const realmName = headers.get('realm') ?? '';
    const currentRealm = realms[realmName as keyof typeof realms];
    if (!currentRealm) return json(404, { code: 'REALM_NOT_FOUND', message: 'No realm' });
    if (path === '/api/v1/init/') {
      const pt = (url.searchParams.get('lk') ?? '').startsWith('pt');
      return ok('/api/v1/init/', {
        analyticsEvents: [],
        authentication: null,
        content: null,
        preferences: {},
        settings: currentRealm,
        licences: [],
        iconStore: null,
        readAuthenticationProvidersResponse: { providers: [] },
        labels: {},
        // The realm's own wording: one Portuguese override.
        labelOverrides: pt ? { signIn: 'Entre já' } : {},
        eventCount: 1,
        menu: {
          layout: 'TOP',
          items: [
            { id: '1', type: 'SECTION', title: pt ? 'Início' : 'Home', data: { section: 'home' }, style: { iconUrl: null }, seo: { title: 'Home' }, partitions: [], items: [] },
            { id: '3', type: 'VIEW', title: pt ? 'Pesquisar' : 'Search', data: { view: 'search' }, style: { iconUrl: '/images/icon/search.svg' }, seo: { title: 'Search' }, partitions: [], items: [] },
          ],
        },
      });
    }
    if (path === '/api/v2/login/guest/checkin' && method === 'POST') {
      if (!currentRealm.guestsAllowed) return json(403, { code: 'GUESTS_NOT_ALLOWED', message: 'No guests' });
      return ok('/api/v2/login/guest/checkin', state.issueTokens(realmName), { method: 'POST' });
    }
    if (path === '/api/v2/token/refresh' && method === 'POST') {
      const refreshToken = (body as { refreshToken?: string } | undefined)?.refreshToken ?? '';
      const issued = issuedRefreshTokens.get(refreshToken);
      if (!issued || issued.realm !== realmName) return json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'Unknown' });
      if (issued.used) return json(401, { code: 'REFRESH_TOKEN_REUSED', message: 'Reused' });
      issued.used = true;
      return ok('/api/v2/token/refresh', state.issueTokens(realmName), { method: 'POST' });
    }
    const refused = authorise(headers, realmName);
    if (refused) return refused;
    // Validated like the real platform: a malformed id fails the whole call with a 400.
    const ids = url.searchParams.get('ids');
    if (ids !== null && !/^[0-9]{1,9}(,[0-9]{1,9}){0,99}$/.test(ids)) {
      return json(400, { code: 'VALIDATION_FAILED', message: 'querystring/ids must match pattern "^[0-9]{1,9}(,[0-9]{1,9}){0,99}$"' });
    }
    const pathId = /^\/api\/v2\/(?:vod|event|stream\/vod|stream\/event|series|season|playlist)\/([^/]+)$/.exec(path)?.[1];
    if (pathId !== undefined && !/^[1-9][0-9]*$/.test(pathId)) {
      return json(400, { code: 'VALIDATION_FAILED', message: 'params/id must be integer' });
    }
    if ((match = /^\/api\/v2\/section\/([^/]+)$/.exec(path))) {
      if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(decodeURIComponent(match[1]!))) {
        return json(400, { code: 'VALIDATION_FAILED', message: 'params/name must match pattern "^[a-z0-9][a-z0-9-]{0,62}$"' });
      }
      if (match[1] !== 'home') return json(404, { code: 'NOT_FOUND', message: 'No section' });
      const rpp = Number(url.searchParams.get('rpp') ?? 12);
      const page = pageOf(buckets, url, Number(url.searchParams.get('bpp') ?? 10));
      return ok('/api/v2/section/{name}', {
        id: '5',
        name: 'home',
        title: 'Home',
        seo: { title: 'Home' },
        hero: state.homeHero,
        buckets: page.items.map(({ all, ...bucket }) => ({
          ...bucket,
          contentList: all.slice(0, rpp),
          paging: paging(1, rpp, all.length),
        })),
        paging: page.paging,
      });
    }
    if ((match = /^\/api\/v2\/section\/home\/bucket\/([^/]+)$/.exec(path))) {
      const bucket = buckets.find((b) => b.id === match![1]);
      if (!bucket) return json(404, { code: 'NOT_FOUND', message: 'No bucket' });
      const page = pageOf(bucket.all, url);
      return ok('/api/v2/section/{name}/bucket/{bucketId}', { contentList: page.items, paging: page.paging });
    }
    if (path === '/api/v2/vod') {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      return ok('/api/v2/vod', { videos: ids.flatMap((id) => videos.get(id) ?? []) });
    }
    if ((match = /^\/api\/v2\/vod\/([^/]+)$/.exec(path))) {
      const found = videos.get(match[1]!);
      return found ? ok('/api/v2/vod/{id}', found) : json(404, { code: 'NOT_FOUND', message: 'No video' });
    }
    if (path === '/api/v2/event') {
      if (url.searchParams.has('ids')) {
        const ids = (url.searchParams.get('ids') ?? '').split(',');
        return ok('/api/v2/event', { events: ids.flatMap((id) => events.get(id) ?? []) });
      }
      const status = url.searchParams.get('status');
      const page = pageOf([...events.values()].filter((e) => !status || e.status === status), url);
      return ok('/api/v2/event', { events: page.items, paging: page.paging });
    }
    if ((match = /^\/api\/v2\/stream\/vod\/([^/]+)$/.exec(path))) {
      if (!videos.has(match[1]!)) return json(404, { code: 'NOT_FOUND', message: 'No video' });
      return ok('/api/v2/stream/vod/{id}', {
        playerUrl: `/media/vod/asset-${match[1]}/master.m3u8`,
        format: 'HLS',
        live: false,
        subtitles: [{ language: 'en', label: 'English', url: `/media/vod/asset-${match[1]}/subtitles/en.vtt` }],
        dvrWindowSeconds: null,
        thumbnailsUrl: `/media/vod/asset-${match[1]}/thumbnails.vtt`,
        playbackSession: { id: '00000000-0000-4000-8000-00000000000' + (Number(match[1]) % 10), heartbeatIntervalSeconds: 30 },
      });
    }
    if ((match = /^\/api\/v2\/stream\/event\/([^/]+)$/.exec(path))) {
      const found = events.get(match[1]!);
      if (!found) return json(404, { code: 'NOT_FOUND', message: 'No event' });
      if (found.status === 'UPCOMING') return json(409, { code: 'EVENT_NOT_STARTED', message: 'Not yet' });
      const live = found.status === 'LIVE';
      return ok('/api/v2/stream/event/{id}', {
        playerUrl: `/media/live/${found.id}/master.m3u8`,
        format: 'HLS',
        live,
        subtitles: [],
        dvrWindowSeconds: live ? 1740 : null,
        thumbnailsUrl: live ? null : `/media/vod/replay-${found.id}/thumbnails.vtt`,
        playbackSession: { id: '00000000-0000-4000-8000-0000000000e' + (Number(found.id) % 10), heartbeatIntervalSeconds: 30 },
      });
    }
    if (path === '/api/v2/series/7') return ok('/api/v2/series/{id}', series);
    if ((match = /^\/api\/v2\/season\/(71|72)$/.exec(path))) {
      const season = series.seasons!.find((s) => s.id === match![1])!;
      const episodes = [...videos.values()].filter((v) => v.seasonId === season.id);
      const page = pageOf(episodes, url);
      return ok('/api/v2/season/{id}', { ...season, episodes: page.items, paging: page.paging });
    }
    if (path === '/api/v2/playlist/9') {
      const page = pageOf([...videos.values()].slice(0, 30), url);
      return ok('/api/v2/playlist/{id}', {
        id: '9', type: 'VOD_PLAYLIST', title: 'Best knockouts', description: 'Bang', thumbnailUrl: '/images/thumb/p9.svg',
        coverUrl: '/images/cover/p9.svg', previewImage: { url: '/images/thumb/p9.png', width: 1200, height: 675 }, videosCount: 30, ageRating: 'AGE_16', geoBlocked: false, videos: page.items, paging: page.paging,
      });
    }
    return json(404, { code: 'NOT_FOUND', message: `Nothing at ${path}` });
  }

  return state;
}

export type FakeUpstream = ReturnType<typeof createFakeUpstream>;
