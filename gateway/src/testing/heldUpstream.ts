// A gateway on a port whose upstream holds the realm's answer until
// `release()`: a GraphQL request that needs the realm stays in flight for as
// long as a test wants (shutdown and readiness tests).
import { createMemoryCache } from '../lib/sharedCache.ts';
import { startGateway } from '../server.ts';
import { createFakeUpstream } from './fakeUpstream.ts';

export async function gatewayWithHeldUpstream() {
  const upstream = createFakeUpstream();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const upstreamCalled = new Promise<void>((resolve) => (arrived = resolve));
  const holdingRealm = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/api/v2/realm/')) {
      arrived();
      await held;
    }
    return upstream.fetch(input, init);
  };
  const running = await startGateway({ port: 0, upstreamUrl: 'http://upstream.test', fetch: holdingRealm as typeof fetch, cache: createMemoryCache() });
  return { running, upstreamCalled, release };
}
