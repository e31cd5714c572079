// The session cookies of each response. The request policy (CSRF prevention,
// limits, persisted operations, roles) lives in graphql/yogaPlugins.ts.
import type { Plugin } from 'graphql-yoga';
import { cookieJars } from './context.ts';
import { createCostRule, DEFAULT_MAX_COST } from './lib/queryComplexity.ts';
import { graphqlPlugins, defaultGraphQLPolicy } from './graphql/yogaPlugins.ts';

/**
 * @deprecated Until server.ts builds Yoga with `graphqlPlugins(policy)`: the
 * official CSRF plugin (with its code) from yogaPlugins.ts.
 */
export function useCSRFPrevention(_options: { requestHeaders?: string[] } = {}): Plugin {
  return graphqlPlugins(defaultGraphQLPolicy(false))[0]!;
}

/** @deprecated Until server.ts builds Yoga with `graphqlPlugins(policy)`: the upstream cost rule alone. */
export function useQueryComplexity(limits: { maxCost: number } = { maxCost: DEFAULT_MAX_COST }): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      const variables = (context as { params?: { variables?: Record<string, unknown> } }).params?.variables ?? {};
      addValidationRule(createCostRule(variables, limits.maxCost));
    },
  };
}

/** Writes the Set-Cookie headers the resolvers asked for; GraphQL answers are never cached. */
export function useSessionCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      const jar = cookieJars.get(request);
      for (const cookie of jar?.setCookies ?? []) response.headers.append('set-cookie', cookie);
      if (new URL(request.url).pathname.startsWith('/graphql') && !response.headers.has('cache-control')) {
        response.headers.set('cache-control', 'no-store');
      }
    },
  };
}
