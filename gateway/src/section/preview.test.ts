// Admin previews (issue 13): `section(preview: true)` and `Realm.menu(preview: true)`
// ask the upstream with `preview=true` and the viewer's own session; the upstream
// decides who may (an admin) and the gateway passes its refusal on as FORBIDDEN.
import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../testing/fakeUpstream.ts';
import { makeToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';

function token(role: 'ADMIN' | 'CUSTOMER'): string {
  const iat = Math.floor(Date.now() / 1000);
  return makeToken({ sub: role === 'ADMIN' ? '9' : '42', rol: role, gue: false, aud: 'ringside', iat, exp: iat + 900, sid: 7 });
}

const roleOf = (headers: Headers) => {
  const jwt = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1] ?? '';
  return (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString() || '{}') as { rol?: string }).rol;
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const winterSection = {
  id: '3',
  name: 'winter-fight-series',
  title: 'Winter Fight Series',
  seo: { title: 'Winter Fight Series — Ringside' },
  hero: null,
  buckets: [
    { id: '17', name: 'winter-main-cards', title: 'Main cards', type: 'VIDEOS', contentList: [], paging: { page: 1, rpp: 12, totalCount: 0, moreDataAvailable: false } },
  ],
  paging: { page: 1, rpp: 10, totalCount: 1, moreDataAvailable: false },
};

/**
 * The fake upstream, plus the platform's preview rules for one unpublished
 * section and one unpublished menu item: only an admin's `preview=true` sees them.
 */
function gatewayWithUnpublishedContent() {
  let fake: FakeUpstream;
  const previewCalls: URL[] = [];
  const test = createTestGateway({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers);
      const preview = url.searchParams.get('preview') === 'true';
      if (preview) {
        previewCalls.push(url);
        if (roleOf(headers) !== 'ADMIN') return json(403, { code: 'ADMIN_PREVIEW_FORBIDDEN', message: 'Admins only' });
      }
      if (url.pathname === '/api/v2/section/winter-fight-series') {
        return preview ? json(200, winterSection) : json(404, { code: 'NOT_FOUND', message: 'No section' });
      }
      const answer = await fake.fetch(input, init);
      if (url.pathname !== '/api/v1/init/' || !preview) return answer;
      const init_ = (await answer.json()) as { menu: { items: unknown[] } };
      init_.menu.items.push({ id: '11', type: 'SECTION', title: 'Winter Fight Series', data: { section: 'winter-fight-series' }, style: { iconUrl: null }, seo: { title: 'Winter Fight Series' }, items: [] });
      return json(200, init_);
    }) as typeof fetch,
  });
  fake = test.upstream;
  return { ...test, previewCalls };
}

const as = (role: 'ADMIN' | 'CUSTOMER') => ({ headers: { authorization: `Bearer ${token(role)}` } });

describe('admin previews', () => {
  it('show an admin the unpublished section, with ids of its own', async () => {
    const { query, previewCalls } = gatewayWithUnpublishedContent();

    const { data, errors } = await query(
      `{ section(name: "winter-fight-series", preview: true) { id name title isPreview
           bucketsConnection { edges { node { id title } } } } }`,
      as('ADMIN'),
    );

    expect(errors).toBeUndefined();
    expect(data!.section).toMatchObject({ name: 'winter-fight-series', title: 'Winter Fight Series', isPreview: true });
    expect(data!.section.bucketsConnection.edges.map((edge: any) => edge.node.title)).toEqual(['Main cards']);
    expect(previewCalls.map((url) => url.pathname)).toEqual(['/api/v2/section/winter-fight-series']);
    // Not the published page's ids: a client's store never mixes the two.
    const published = await query(`{ section(name: "home") { id } }`, as('ADMIN'));
    expect(data!.section.id).not.toBe(published.data!.section.id);
  });

  it('refetch a preview by its node id as a preview', async () => {
    const { query } = gatewayWithUnpublishedContent();
    const first = await query(`{ section(name: "winter-fight-series", preview: true) { id } }`, as('ADMIN'));

    const { data, errors } = await query(`{ node(id: "${first.data!.section.id}") { ... on Section { title isPreview } } }`, as('ADMIN'));

    expect(errors).toBeUndefined();
    expect(data!.node).toEqual({ title: 'Winter Fight Series', isPreview: true });
  });

  it('are refused to a customer as FORBIDDEN with the upstream’s reason', async () => {
    const { query } = gatewayWithUnpublishedContent();

    const { data, errors } = await query(`{ section(name: "winter-fight-series", preview: true) { title } }`, as('CUSTOMER'));

    expect(data?.section ?? null).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_PREVIEW_FORBIDDEN' });
  });

  it('leave the published section as it is: an unpublished one is not found', async () => {
    const { query, previewCalls } = gatewayWithUnpublishedContent();

    const { errors } = await query(`{ section(name: "winter-fight-series") { title isPreview } }`, as('ADMIN'));

    expect(errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(previewCalls).toHaveLength(0);
  });

  it('show an admin the menu with its unpublished item, read with the admin’s own session', async () => {
    const { query, previewCalls } = gatewayWithUnpublishedContent();

    const { data, errors } = await query(
      `{ realm { published: menu { items { title } } preview: menu(preview: true) { items { title section } } } }`,
      as('ADMIN'),
    );

    expect(errors).toBeUndefined();
    expect(data!.realm.published.items.map((item: any) => item.title)).toEqual(['Home', 'Search']);
    expect(data!.realm.preview.items.map((item: any) => item.title)).toEqual(['Home', 'Search', 'Winter Fight Series']);
    expect(previewCalls).toHaveLength(1);
    expect(Object.fromEntries(previewCalls[0]!.searchParams)).toMatchObject({ preview: 'true', lk: 'en' });
  });

  it('refuse the menu preview to a customer', async () => {
    const { query } = gatewayWithUnpublishedContent();

    const { errors } = await query(`{ realm { menu(preview: true) { items { title } } } }`, as('CUSTOMER'));

    expect(errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_PREVIEW_FORBIDDEN' });
  });
});
