// Moves a live event's clock the way an operator would: the realm's demo admin
// calls the backend's admin route (`PATCH /api/v2/admin/event/{id}`), which
// publishes the change on the live-event channel at once; the backend's clock
// then tells the event's start and end when they come. Tests of what a viewer
// sees when an event starts or ends use this instead of waiting for the demo
// schedule.
import { decodeJwt } from 'jose';
import type { RunningPlatform } from './platform.ts';

const demoAdmins: Record<string, { email: string; password: string }> = {
  ringside: { email: 'admin@ringside.test', password: 'ringside-admin' },
  acme: { email: 'admin@acme.test', password: 'acme-admin' },
};

export interface LiveEventJson {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  status: 'UPCOMING' | 'LIVE' | 'ENDED';
}

function restHeaders(realm: string, accessToken?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-api-key': 'ringside-demo-key',
    realm,
    'x-app': 'tests',
    'x-app-version': '1.0.0',
    'x-device-id': 'test-support-live-events',
    'accept-language': 'en',
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  };
}

/** One admin session per platform and realm, signed in again when its token is about to expire. */
const adminTokens = new WeakMap<RunningPlatform, Map<string, string>>();

async function adminToken(platform: RunningPlatform, realm: string): Promise<string> {
  const kept = adminTokens.get(platform)?.get(realm);
  if (kept && (decodeJwt(kept).exp ?? 0) * 1000 > Date.now() + 10_000) return kept;
  const admin = demoAdmins[realm];
  if (!admin) throw new Error(`no demo admin in realm ${realm}`);
  const response = await fetch(new URL('/api/v2/login', platform.upstreamUrl), {
    method: 'POST',
    headers: restHeaders(realm),
    body: JSON.stringify({ id: admin.email, secret: admin.password }),
  });
  if (!response.ok) throw new Error(`the ${realm} admin could not sign in: ${response.status} ${await response.text()}`);
  const { authorisationToken } = (await response.json()) as { authorisationToken: string };
  if (!adminTokens.has(platform)) adminTokens.set(platform, new Map());
  adminTokens.get(platform)!.set(realm, authorisationToken);
  return authorisationToken;
}

/**
 * Sets when an event starts and ends (either may be left out), e.g.
 * `moveLiveEvent(platform, { realm: 'ringside', eventId: '3', startDate: new Date(Date.now() + 2000) })`
 * to watch it go live in two seconds. Resolves to the event as the backend now has it.
 */
export async function moveLiveEvent(
  platform: RunningPlatform,
  change: { realm: string; eventId: string | number; startDate?: Date | string; endDate?: Date | string; title?: string },
): Promise<LiveEventJson> {
  const iso = (date: Date | string | undefined) => (date === undefined ? undefined : new Date(date).toISOString());
  const body = { startDate: iso(change.startDate), endDate: iso(change.endDate), title: change.title };
  const response = await fetch(new URL(`/api/v2/admin/event/${change.eventId}`, platform.upstreamUrl), {
    method: 'PATCH',
    headers: restHeaders(change.realm, await adminToken(platform, change.realm)),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`moving event ${change.eventId} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as LiveEventJson;
}

/**
 * Resolves once a subscription the page is opening reaches the live-event
 * channel: its request has been answered (the gateway holds its listener) and
 * the gateway hears the realm's channel. A change made after this reaches the
 * page; one made before could come while the gateway was still connecting.
 * Start it before the page subscribes (before `goto`), like `waitForResponse`.
 */
export async function listeningPage(
  page: import('playwright-core').Page,
  platform: RunningPlatform,
  operationName: string,
  realm: string,
): Promise<void> {
  await page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"operationName":"${operationName}"`),
  );
  const feed = platform.gateway.liveFeed;
  while (feed.stats().listeners === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  await feed.heard(realm);
}
