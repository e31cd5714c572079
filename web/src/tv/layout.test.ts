import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLayout, chooseLayout, isTvLayout, LAYOUT_COOKIE } from './layout.ts';

const navigation = vi.hoisted(() => ({ startSpatialNavigation: vi.fn() }));
vi.mock('./spatialNavigation.ts', () => navigation);

/** The window of a page opened at `search`, with the browser's cookies. */
const pageAt = (search: string) => ({ location: { search }, document }) as unknown as Window;
const rememberedLayout = () => new RegExp(`(?:^|; )${LAYOUT_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? null;

afterEach(() => {
  navigation.startSpatialNavigation.mockClear();
  document.cookie = `${LAYOUT_COOKIE}=; Max-Age=0; Path=/`;
  delete document.documentElement.dataset.layout;
});

describe('chooseLayout', () => {
  it('takes the address first, then what the browser remembers, else the default', () => {
    expect(chooseLayout('?layout=tv', undefined)).toBe('tv');
    expect(chooseLayout('?layout=default', 'tv')).toBe('default');
    expect(chooseLayout('', 'tv')).toBe('tv');
    expect(chooseLayout('?layout=sofa', null)).toBe('default');
    expect(chooseLayout('', 'sofa')).toBe('default');
  });
});

describe('applyLayout', () => {
  it('puts a TV that opens ?layout=tv in the 10-foot layout and keeps it there on later visits', async () => {
    expect(applyLayout(pageAt('?layout=tv'))).toBe('tv');
    expect(document.documentElement.dataset.layout).toBe('tv');
    expect(isTvLayout()).toBe(true);
    // Remembered where the server that renders the next page reads it.
    expect(rememberedLayout()).toBe('tv');
    // The arrow keys' chunk starts in the TV layout.
    await vi.waitFor(() => expect(navigation.startSpatialNavigation).toHaveBeenCalledTimes(1));

    delete document.documentElement.dataset.layout;
    document.cookie = 'rs_lang=pt; Path=/';
    expect(applyLayout(pageAt('?video=7'))).toBe('tv');
    expect(isTvLayout()).toBe(true);
    await vi.waitFor(() => expect(navigation.startSpatialNavigation).toHaveBeenCalledTimes(2));
  });

  it('brings the browser back to the default layout with ?layout=default, for good', async () => {
    applyLayout(pageAt('?layout=tv'));
    await vi.waitFor(() => expect(navigation.startSpatialNavigation).toHaveBeenCalled());
    expect(applyLayout(pageAt('?layout=default'))).toBe('default');
    expect(isTvLayout()).toBe(false);
    expect(rememberedLayout()).toBeNull();
    expect(applyLayout(pageAt(''))).toBe('default');
  });

  it('leaves a browser that never asked in the default layout', () => {
    expect(applyLayout(pageAt(''))).toBe('default');
    expect(document.documentElement.hasAttribute('data-layout')).toBe(false);
    expect(navigation.startSpatialNavigation).not.toHaveBeenCalled();
  });
});
