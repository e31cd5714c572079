import { GraphQLError } from './graphql.ts';
import { describe, expect, it } from 'vitest';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';
import { maskError, toGraphQLError } from './errors.ts';
import { HTTPError } from './restClient.ts';

describe('upstream errors as GraphQL errors', () => {
  it.each([
    [404, 'NOT_FOUND', 'NOT_FOUND'],
    [401, 'TOKEN_EXPIRED', 'UNAUTHENTICATED'],
    [403, 'GUEST_ACCESS_DENIED', 'FORBIDDEN'],
    [403, 'GUESTS_NOT_ALLOWED', 'GUESTS_NOT_ALLOWED'],
    [403, 'VPN_BLOCKED', 'VPN_BLOCKED'],
    [400, 'VALIDATION_FAILED', 'BAD_USER_INPUT'],
    [404, 'REALM_NOT_FOUND', 'REALM_NOT_FOUND'],
    [502, undefined, 'UPSTREAM_UNAVAILABLE'],
    [413, undefined, 'BAD_USER_INPUT'],
    [414, undefined, 'BAD_USER_INPUT'],
  ])('%i %s becomes %s', (status, upstreamCode, code) => {
    const error = toGraphQLError(new HTTPError(status, upstreamCode ? { code: upstreamCode, message: 'x' } : {}, 'u'));
    expect(error!.extensions).toMatchObject({ code, httpStatus: status });
  });

  it('says a limit is a limit: 429 becomes RATE_LIMITED with when to come back, never UPSTREAM_UNAVAILABLE', () => {
    const byHeader = toGraphQLError(new HTTPError(429, { code: 'RATE_LIMITED', message: 'x' }, 'u', 42));
    expect(byHeader!.extensions).toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429, retryAfterSeconds: 42 });
    const byBody = toGraphQLError(new HTTPError(429, { code: 'RATE_LIMITED', retryAfterSeconds: 7 }, 'u'));
    expect(byBody!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 7 });
    expect(byBody!.message).not.toMatch(/not available/);
  });

  it('never passes the upstream\'s validation text through: one fixed message per code', () => {
    const error = toGraphQLError(
      new HTTPError(400, { code: 'VALIDATION_FAILED', message: 'querystring/ids must match pattern "^[0-9]{1,9}$"' }, 'u'),
    );
    expect(error!.message).toBe('The request was not valid.');
    expect(error!.extensions).toEqual({ code: 'BAD_USER_INPUT', httpStatus: 400, reason: 'VALIDATION_FAILED' });
  });

  it('masks what the client cannot act on (the gateway\'s own mistakes, bugs)', () => {
    expect(toGraphQLError(new HTTPError(400, { code: 'MISSING_HEADERS' }, 'u'))).toBeNull();
    const masked = maskError(new GraphQLError('boom', { originalError: new TypeError('secret detail') }), 'Unexpected error.');
    expect(masked.message).toBe('Unexpected error.');
    expect(JSON.stringify(masked)).not.toContain('secret');
  });
});

describe('when the upstream is down', () => {
  it('says UPSTREAM_UNAVAILABLE rather than an internal error', async () => {
    const { query, upstream } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    upstream.down = true;
    const { errors } = await query(`{ video(internalId: "1") { title } }`, {
      headers: { cookie: cookieHeaderFrom(checkIn.headers) },
    });
    expect(errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });
});

describe('requests the gateway refuses before running them', () => {
  it('rejects an expensive query with QUERY_TOO_COSTLY and calls nothing upstream', async () => {
    const { query, upstream } = createTestGateway();
    const { data, errors } = await query(`{
      section(name: "home") { bucketsConnection(first: 50) { edges { node { itemsConnection(first: 50) {
        edges { node { ... on Video { title description playback { url subtitles { url } } } } } } } } } }
    }`);
    expect(data).toBeUndefined();
    expect(errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
    expect(upstream.calls).toHaveLength(0);
  });

  it('rejects a query nested too deep', async () => {
    const { query } = createTestGateway();
    const { errors } = await query(`{ video(internalId: "1") { series { seasons { series { seasons { series { seasons {
      series { seasons { series { seasons { series { title } } } } } } } } } } } } }`);
    expect(errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_DEEP' });
  });

  it('refuses a simple request without the CSRF header', async () => {
    const { gateway } = createTestGateway();
    const response = await gateway.yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D', {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(403);
  });
});
