import { describe, expect, it, vi } from 'vitest';
import { GraphQLCodedError } from './graphQLErrors.ts';
import { createFetchFunction } from './relayEnvironment.ts';

// As relay-compiler writes it with persisting on: the id, no text.
const request = { name: 'videoRoutesQuery', id: '3dfef72e9c3ba375', text: null } as never;

function answering(body: object) {
  return vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

describe('talking to the gateway', () => {
  it('sends the realm of the base path, the language and the CSRF header, with cookies', async () => {
    const fetch = answering({ data: { video: null } });
    const send = createFetchFunction({ realmName: 'acme', getLocale: () => 'pt', fetch });
    await send(request, { id: '1' }, {}, null);

    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(JSON.parse(init.body as string)).toEqual({
      documentId: '3dfef72e9c3ba375',
      operationName: 'videoRoutesQuery',
      variables: { id: '1' },
    });
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      'accept-language': 'pt',
      'x-ringside-realm': 'acme',
    });
  });

  it('turns a NOT_FOUND on the page’s root field into a typed error', async () => {
    const fetch = answering({
      data: { video: null },
      errors: [{ message: 'No such video', path: ['video'], extensions: { code: 'NOT_FOUND' } }],
    });
    const send = createFetchFunction({ realmName: null, getLocale: () => 'en', fetch });

    await expect(send(request, {}, {}, null)).rejects.toEqual(expect.any(GraphQLCodedError));
    await expect(send(request, {}, {}, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves an error deeper in the tree (a forbidden playback) to the component', async () => {
    const body = {
      data: { video: { id: 'v1', playback: null } },
      errors: [{ message: 'Forbidden', path: ['video', 'playback'], extensions: { code: 'FORBIDDEN' } }],
    };
    const send = createFetchFunction({ realmName: null, getLocale: () => 'en', fetch: answering(body) });
    await expect(send(request, {}, {}, null)).resolves.toEqual(body);
  });
});
