import { describe, expect, it } from 'vitest';
import { promoBelongsOn } from './promoLink.ts';

const championship = { kind: 'app', path: '/live/4' } as const;

describe('where a promo is shown', () => {
  it('is the pages a viewer browses', () => {
    for (const page of ['/', '/browse', '/section/boxing', '/news', '/news/lima-vs-okafor', '/fighters', '/fighters/303']) {
      expect(promoBelongsOn(page, championship)).toBe(true);
    }
  });

  it('is the same pages at their Portuguese and Spanish paths', () => {
    for (const page of ['/explorar', '/secao/boxe', '/seccion/boxeo', '/noticias', '/lutadores/303', '/luchadores']) {
      expect(promoBelongsOn(page, championship)).toBe(true);
    }
    expect(promoBelongsOn('/entrar', championship)).toBe(false);
  });

  it('is never over a form, a checkout or a player', () => {
    for (const page of ['/login', '/account', '/purchase', '/gifts', '/video/1', '/live/2']) {
      expect(promoBelongsOn(page, championship)).toBe(false);
    }
  });

  it('is never the page it promotes', () => {
    expect(promoBelongsOn('/live/4', championship)).toBe(false);
    expect(promoBelongsOn('/', { kind: 'external', url: 'https://shop.example' })).toBe(true);
  });
});
