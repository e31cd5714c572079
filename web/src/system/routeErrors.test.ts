import { describe, expect, it } from 'vitest';
import { GraphQLCodedError, operationError } from './graphQLErrors.ts';
import { toHttpError } from './routeErrors.ts';

describe('a route the viewer may not see', () => {
  it('is a 403 carrying the gateway’s reason: GUEST_ACCESS_DENIED comes as FORBIDDEN with extensions.reason', () => {
    const failure = operationError(
      [{ message: 'Guests cannot watch this', path: ['video'], extensions: { code: 'FORBIDDEN', reason: 'GUEST_ACCESS_DENIED' } }],
      true,
    );
    expect(failure).toBeInstanceOf(GraphQLCodedError);
    const error = toHttpError(failure);
    expect(error.status).toBe(403);
    expect(error.data).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST_ACCESS_DENIED' });
  });
});
