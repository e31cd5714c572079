// A new visitor's first page against the real platform: the web client's first
// query asks the gateway to check the visitor in (x-ringside-guest-check-in:
// auto), and the realm, the guest session and the home section come back in
// that one response; the browser keeps the session from its cookies after that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});

afterAll(async () => {
  await platform?.close();
});

const FIRST_QUERY = `{
  realm { name }
  viewer { role }
  section(name: "home") { title }
}`;

const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().map((cookie) => cookie.split(';')[0]).join('; ');

describe('a new visitor on ringside', () => {
  it('is checked in by the first query and sees the home section in the same response', async () => {
    const first = await graphql(platform.url, FIRST_QUERY, {
      realm: 'ringside',
      headers: { 'x-ringside-guest-check-in': 'auto', 'accept-language': 'en' },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({ realm: { name: 'ringside' }, viewer: { role: 'GUEST' }, section: { title: expect.any(String) } });

    const next = await graphql(platform.url, `{ viewer { role } }`, {
      realm: 'ringside',
      headers: { cookie: cookiesOf(first.headers['set-cookie']) },
    });
    expect(next.data).toEqual({ viewer: { role: 'GUEST' } });
  });

  it('stays a visitor on acme, which has no guests, and the query still answers', async () => {
    const first = await graphql(platform.url, `{ realm { name } viewer { role } }`, {
      realm: 'acme',
      headers: { 'x-ringside-guest-check-in': 'auto' },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({ realm: { name: 'acme' }, viewer: { role: 'UNAUTHENTICATED' } });
  });
});
