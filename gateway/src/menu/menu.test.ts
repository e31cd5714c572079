import { describe, expect, it } from 'vitest';
import type { Answer } from '../lib/upstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type UpstreamItem = NonNullable<Answer<'/api/v1/init/'>['menu']>['items'][number];

const leaf = (id: string, type: UpstreamItem['type'], data: UpstreamItem['data']): UpstreamItem => ({
  id,
  type,
  title: `Item ${id}`,
  data,
  style: { iconUrl: null },
  seo: { title: `Item ${id}` },
  partitions: [],
  items: [],
});

/** A gateway whose upstream answers Ringside's init with this menu. */
function gatewayWithMenu(layout: string, items: UpstreamItem[]) {
  const test = createTestGateway({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/v1/init/') {
        const answer = (await (await test.upstream.fetch(input, init)).json()) as Answer<'/api/v1/init/'>;
        return json(200, { ...answer, menu: { layout, items } });
      }
      return test.upstream.fetch(input, init);
    }) as typeof fetch,
  });
  return test;
}

const menuQuery = `{ realm { menu { layout items { type title section view url plugin items { type title section url } } } } }`;

describe("a realm's menu", () => {
  it('carries every layout and a folder with its items', async () => {
    const folder = { ...leaf('5', 'FOLDER', {}), items: [leaf('6', 'SECTION', { section: 'boxing' }), leaf('7', 'LINK', { url: 'https://shop.example.com' })] };
    const { query } = gatewayWithMenu('FOLDER', [leaf('1', 'SECTION', { section: 'home' }), folder, leaf('8', 'PLUGIN', { plugin: 'consent' })]);
    const { data, errors } = await query(menuQuery);
    expect(errors).toBeUndefined();
    expect(data!.realm.menu).toEqual({
      layout: 'FOLDER',
      items: [
        { type: 'SECTION', title: 'Item 1', section: 'home', view: null, url: null, plugin: null, items: [] },
        {
          type: 'FOLDER',
          title: 'Item 5',
          section: null,
          view: null,
          url: null,
          plugin: null,
          items: [
            { type: 'SECTION', title: 'Item 6', section: 'boxing', url: null },
            { type: 'LINK', title: 'Item 7', section: null, url: 'https://shop.example.com' },
          ],
        },
        { type: 'PLUGIN', title: 'Item 8', section: null, view: null, url: null, plugin: 'consent', items: [] },
      ],
    });
  });

  it('never hands a client a link that is not a web address', async () => {
    const { query } = gatewayWithMenu('TOP', [
      leaf('1', 'LINK', { url: 'javascript:alert(1)' }),
      leaf('2', 'PLUGIN', { plugin: 'quiz', url: '//evil.example.com' }),
      leaf('3', 'PLUGIN', { plugin: 'quiz', url: '/section/quiz' }),
    ]);
    const { data } = await query(menuQuery);
    expect(data!.realm.menu.items.map((item: { url: string | null }) => item.url)).toEqual([null, null, '/section/quiz']);
  });

  it('draws an unknown layout as TOP', async () => {
    const { query } = gatewayWithMenu('DIAGONAL', []);
    const { data } = await query(menuQuery);
    expect(data!.realm.menu.layout).toBe('TOP');
  });
});
