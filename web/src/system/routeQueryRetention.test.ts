import { describe, expect, it, vi } from 'vitest';
import { createRouteQueryRetention } from './routeQueryRetention.ts';

const queryRef = () => ({ dispose: vi.fn() });

describe('letting go of route queries', () => {
  it('keeps a page’s data while it is shown, and lets go once another page replaced it', () => {
    const retention = createRouteQueryRetention();
    const home = queryRef();
    const video = queryRef();
    retention.track(home);
    retention.rendered(new Set([home]));
    retention.track(video);
    expect(home.dispose).not.toHaveBeenCalled();

    retention.rendered(new Set([video]));
    expect(home.dispose).toHaveBeenCalledTimes(1);
    expect(video.dispose).not.toHaveBeenCalled();
  });

  it('lets go of a page the viewer clicked past before it rendered, not of one still on its way', () => {
    const retention = createRouteQueryRetention();
    const overtaken = queryRef();
    const shown = queryRef();
    const next = queryRef();
    retention.track(overtaken);
    retention.track(shown);
    retention.track(next);

    retention.rendered(new Set([shown]));
    expect(overtaken.dispose).toHaveBeenCalledTimes(1);
    expect(next.dispose).not.toHaveBeenCalled();
  });

  it('survives StrictMode’s rehearsed unmount, and lets go of everything on a real one', async () => {
    const retention = createRouteQueryRetention();
    const page = queryRef();
    retention.track(page);
    retention.rendered(new Set([page]));

    retention.attach()();
    const detach = retention.attach();
    await Promise.resolve();
    expect(page.dispose).not.toHaveBeenCalled();

    detach();
    await Promise.resolve();
    expect(page.dispose).toHaveBeenCalledTimes(1);
  });
});
