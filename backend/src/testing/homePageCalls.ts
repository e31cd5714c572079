// The REST calls the gateway makes to draw the Ringside realm's home page, as
// gateway/src/loaders/ makes them: the realm by name (realmByNameLoader), the
// boot data (initLoader: anonymous, `/init/` with the menu, licences and live
// count), then the default section with its first page of buckets, each with
// its first cards (sectionLoader: `bpp` = 10 buckets, `rpp` = 12 cards, as the
// web's SectionApp and Rail fragments ask). The viewer already holds a session:
// checking in is a write a new visitor makes once, not the home page's data.
import type { FastifyInstance } from 'fastify';
import { bearer, headers } from './testBackend.ts';

export interface HomePageCall {
  name: string;
  method: 'GET';
  url: string;
  /** Whether the call carries the viewer's access token. */
  authenticated: boolean;
}

export function homePageCalls(options: { buckets?: number; cards?: number } = {}): HomePageCall[] {
  const bpp = options.buckets ?? 10;
  const rpp = options.cards ?? 12;
  return [
    { name: 'realm', method: 'GET', url: '/api/v2/realm/ringside', authenticated: false },
    {
      name: 'init',
      method: 'GET',
      url: '/api/v1/init/?lk=en&readLicences=true&countEvents=LIVE&menuTargetPlatform=web&readIconStore=ENABLED',
      authenticated: false,
    },
    { name: 'section', method: 'GET', url: `/api/v2/section/home?bpp=${bpp}&p=1&rpp=${rpp}`, authenticated: true },
  ];
}

/** Makes the calls in order (as the gateway's resolvers await them); fails on any non-2xx answer. */
export async function drawHomePage(
  app: FastifyInstance,
  accessToken: string,
  calls = homePageCalls(),
): Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown> = {};
  for (const call of calls) {
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: { ...headers(), ...(call.authenticated ? bearer(accessToken) : {}) },
    });
    if (response.statusCode !== 200) throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
    bodies[call.name] = response.json();
  }
  return bodies;
}
