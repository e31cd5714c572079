// The session cookies of each response. The request policy (CSRF prevention,
// limits, persisted operations, roles) lives in graphql/yogaPlugins.ts.
import type { Plugin } from 'graphql-yoga';
import { cookieJars } from '../context.ts';

/** Writes the Set-Cookie headers the resolvers asked for; GraphQL answers are never cached. */
export function useSessionCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      const jar = cookieJars.get(request);
      jar?.beforeResponse?.();
      for (const cookie of jar?.setCookies ?? []) response.headers.append('set-cookie', cookie);
      if (new URL(request.url).pathname.startsWith('/graphql') && !response.headers.has('cache-control')) {
        response.headers.set('cache-control', 'no-store');
      }
    },
  };
}
