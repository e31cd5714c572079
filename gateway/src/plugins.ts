// The Yoga plugins of the gateway: CSRF prevention, query cost limits and the
// session cookies of each response.
import { GraphQLError } from './lib/graphql.ts';
import type { Plugin } from 'graphql-yoga';
import { cookieJars } from './context.ts';
import { createComplexityRule, defaultComplexityLimits, type ComplexityLimits } from './lib/queryComplexity.ts';

const simpleContentTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Like `@graphql-yoga/plugin-csrf-prevention`: a request a browser would send
 * cross-site without a preflight (a GET, or a POST with a "simple" content
 * type) must carry one of `requestHeaders`, which a cross-site page cannot set.
 */
export function useCSRFPrevention({ requestHeaders = ['x-graphql-yoga-csrf'] }: { requestHeaders?: string[] } = {}): Plugin {
  return {
    onRequestParse({ request }) {
      const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      const preflighted = !!contentType && !simpleContentTypes.has(contentType);
      if (preflighted || requestHeaders.some((header) => request.headers.has(header))) return;
      throw new GraphQLError(
        `Required CSRF header(s) not present: ${requestHeaders.join(', ')}.`,
        { extensions: { code: 'CSRF_HEADER_MISSING', http: { status: 403 } } },
      );
    },
  };
}

/** Rejects too deep or too costly operations during validation, before anything runs. */
export function useQueryComplexity(limits: ComplexityLimits = defaultComplexityLimits): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      const variables = (context as { params?: { variables?: Record<string, unknown> } }).params?.variables ?? {};
      addValidationRule(createComplexityRule(variables, limits));
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
