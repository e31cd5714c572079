// Runs GraphQL operations against a gateway with `yoga.fetch` (no port), the
// way the web client sends them.
import { createMemoryCache } from '../lib/sharedCache.ts';
import { createGateway, type GatewayOptions } from '../server.ts';
import { DEVICE_COOKIE } from '../session/deviceId.ts';
import { createFakeUpstream, type FakeUpstream } from './fakeUpstream.ts';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] | undefined;
}

export function createTestGateway(options: Partial<GatewayOptions> = {}) {
  const upstream: FakeUpstream = createFakeUpstream();
  const gateway = createGateway({
    upstreamUrl: 'http://upstream.test',
    fetch: upstream.fetch as typeof fetch,
    cache: createMemoryCache(),
    ...options,
  });

  async function query<T = Record<string, any>>(
    document: string,
    { variables, headers = {}, realm = 'ringside' }: { variables?: Record<string, unknown>; headers?: Record<string, string>; realm?: string | null } = {},
  ): Promise<GraphQLAnswer<T>> {
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-graphql-yoga-csrf': '1',
        ...(realm ? { 'x-ringside-realm': realm } : {}),
        ...headers,
      },
      body: JSON.stringify({ query: document, variables }),
    });
    const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer['errors'] };
    return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
  }

  return { gateway, upstream, query };
}

/** The `name=value` pairs a response's Set-Cookie headers carry, as a Cookie header. */
export function cookieHeaderFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A Set-Cookie header as its name, value and attributes (in any order), e.g. `{ Path: '/', HttpOnly: true }`. */
export function parseSetCookie(header: string): { name: string; value: string; attributes: Record<string, string | true> } {
  const [pair = '', ...rest] = header.split(/;\s*/);
  const [name = '', value = ''] = pair.split(/=(.*)/s);
  const attributes = Object.fromEntries(
    rest.map((attribute) => {
      const [key = '', attributeValue] = attribute.split(/=(.*)/s);
      return [key, attributeValue ?? true] as const;
    }),
  );
  return { name, value, attributes };
}

/** The Set-Cookie headers of the session (all but the browser's device id cookie). */
export function sessionSetCookies(headers: Headers): string[] {
  return headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${DEVICE_COOKIE}=`));
}
