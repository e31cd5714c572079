import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../lib/sharedCache.ts';
import { createGateway, type Gateway } from '../server.ts';
import { createFakeUpstream } from '../testing/fakeUpstream.ts';
import { isBrowserVisit, sendGraphQLLandingPage, wantsLandingPage } from './graphqlLandingPage.ts';

const gateways: Gateway[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
});

/** The gateway's own routes; in production GraphiQL is off and only persisted operations run. */
function graphQLRoute({ production = true } = {}): FastifyInstance {
  const gateway = createGateway({
    production,
    upstreamUrl: 'http://upstream.test',
    fetch: createFakeUpstream().fetch as typeof fetch,
    cache: createMemoryCache(),
  });
  gateways.push(gateway);
  return gateway.app;
}

const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('a person who opens /graphql in a browser', () => {
  it('gets, in production, a short page that says what the address is and links to the site, as a 404', async () => {
    const app = graphQLRoute();
    const visit = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: browser } });
    expect(visit.statusCode).toBe(404);
    expect(visit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visit.headers['cache-control']).toBe('no-store');
    expect(visit.body).toContain('<h1>GraphQL API</h1>');
    expect(visit.body).toContain('<a href="/">Go to the site</a>');
    expect(visit.body).not.toMatch(/<script|<style/);
  });

  it('still gets GraphiQL where it is on (development)', async () => {
    const app = graphQLRoute({ production: false });
    const visit = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: browser } });
    expect(visit.statusCode).toBe(200);
    expect(visit.body).not.toContain('<h1>GraphQL API</h1>');
  });

  it('leaves every GraphQL request to Yoga: a query typed in the address bar is still refused, a program still hears JSON', async () => {
    const app = graphQLRoute();
    const typedQuery = await app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ realm { title } }')}`, headers: { accept: browser } });
    expect(typedQuery.statusCode).not.toBe(200);
    expect(typedQuery.body).not.toContain('<h1>GraphQL API</h1>');

    const program = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'application/json' } });
    expect(program.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    expect(program.body).not.toContain('<h1>GraphQL API</h1>');
  });
});

describe('telling a browser visit from a GraphQL request', () => {
  const request = (method: string, accept: string | undefined, query: Record<string, string> = {}) =>
    ({ method, headers: accept ? { accept } : {}, query }) as never;

  it('is a GET that accepts a page and asks no GraphQL question', () => {
    expect(isBrowserVisit(request('GET', browser))).toBe(true);
    expect(isBrowserVisit(request('POST', browser))).toBe(false);
    expect(isBrowserVisit(request('GET', 'application/json'))).toBe(false);
    expect(isBrowserVisit(request('GET', undefined))).toBe(false);
    expect(isBrowserVisit(request('GET', browser, { documentId: 'web/abc' }))).toBe(false);
    expect(isBrowserVisit(request('GET', browser, { query: '{ realm { title } }' }))).toBe(false);
  });
});
