// A live event on air for a minute plays in Chromium through hls.js with a live edge
// that moves with the clock, from the event's start; a viewer can rewind within the
// DVR window to the opening moments and watch from there. A realm's partner-relayed
// event keeps only its 10 s. A video's stream is as long as its card says and plays on
// where its short demo asset starts over. The player here is hls.js itself, as the
// platform hands it the stream (GraphQL Playback), so the test is about the stream, not a skin.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { moveLiveEvent } from '../support/liveEvents.ts';

const stage = usePlatformInChromium();
const hlsScript = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');

interface Playback {
  url: string;
  live: boolean;
  dvrWindowSeconds: number | null;
}

/** A page on the platform's origin, checked in as a guest (its session in cookies), with hls.js loaded. */
async function guestPageWithHls(): Promise<Page> {
  // The app's CSP allows only its own scripts: the test's player script is let in.
  const context = await stage.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  // Any page of the origin will do: the test is about the stream, not the web app's screens.
  await page.goto(`http://localhost:${stage.platform.port}/health`);
  const role = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: 'mutation { checkInAsGuest { viewer { role } } }' }),
    });
    return (await response.json()).data.checkInAsGuest.viewer.role;
  });
  expect(role).toBe('GUEST');
  await page.addScriptTag({ path: hlsScript });
  return page;
}

/** What the platform hands a viewer for the event, asked from the page (its session, its GraphQL). */
async function playbackOf(page: Page, eventId: number): Promise<Playback> {
  return page.evaluate(async (id) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({
        query: 'query($id: ID!) { liveEvent(internalId: $id) { playback { url live dvrWindowSeconds } } }',
        variables: { id: String(id) },
      }),
    });
    return (await response.json()).data.liveEvent.playback;
  }, eventId);
}

/** Starts hls.js on a new muted <video> with the stream; resolves once it plays. */
async function play(page: Page, url: string): Promise<void> {
  await page.evaluate((src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.id = 'under-test';
    document.body.append(video);
    const Hls = (window as any).Hls;
    const hls = new Hls();
    (window as any).hls = hls;
    hls.loadSource(src);
    hls.attachMedia(video);
    hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play());
  }, url);
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('#under-test');
    return !!video && !video.paused && video.currentTime > 0 && video.readyState >= 3;
  }, undefined, { timeout: 30_000 });
}

/** The player's view of the stream: where it plays, the seekable window, and the wall-clock time on screen. */
function playerState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('#under-test')!;
    const hls = (window as any).hls;
    const details = hls.levels[hls.currentLevel >= 0 ? hls.currentLevel : 0].details;
    return {
      currentTime: video.currentTime,
      seekableStart: video.seekable.length ? video.seekable.start(0) : NaN,
      seekableEnd: video.seekable.length ? video.seekable.end(video.seekable.length - 1) : NaN,
      playingDate: hls.playingDate ? hls.playingDate.getTime() : null,
      firstFragmentDate: details.fragments[0].programDateTime as number,
      windowSeconds: details.totalduration as number,
    };
  });
}

describe('a live event with DVR, as a viewer plays it', () => {
  it('plays near a live edge that moves, from the event’s start, and rewinds to its opening moments', async () => {
    const startedMs = Date.now() - 60_000;
    await moveLiveEvent(stage.platform, {
      realm: 'ringside',
      eventId: 3,
      startDate: new Date(startedMs),
      endDate: new Date(startedMs + 2 * 3_600_000),
    });
    const page = await guestPageWithHls();
    const playback = await playbackOf(page, 3);
    expect(playback).toEqual({ url: '/media/live/3/master.m3u8', live: true, dvrWindowSeconds: 1740 });

    await play(page, playback.url);
    const first = await playerState(page);
    // The window starts at the event's start (a minute of DVR so far) ...
    expect(first.firstFragmentDate).toBe(startedMs);
    expect(first.windowSeconds).toBeGreaterThanOrEqual(54);
    expect(first.windowSeconds).toBeLessThanOrEqual(70);
    // ... and the player starts near its live edge, showing what aired moments ago.
    expect(first.playingDate).not.toBeNull();
    expect(Date.now() - first.playingDate!).toBeLessThan(20_000);

    // The live edge moves on with the clock: the playlist grows and playback follows.
    await page.waitForFunction(
      (edge) => {
        const video = document.querySelector<HTMLVideoElement>('#under-test')!;
        return video.seekable.length > 0 && video.seekable.end(video.seekable.length - 1) >= edge + 4;
      },
      first.seekableEnd,
      { timeout: 20_000 },
    );
    const later = await playerState(page);
    expect(later.firstFragmentDate).toBe(startedMs);
    expect(later.playingDate!).toBeGreaterThan(first.playingDate!);

    // Rewind within the DVR window: to five seconds after the start, about a minute behind live.
    const target = later.seekableStart + 5;
    await page.evaluate((time) => {
      document.querySelector<HTMLVideoElement>('#under-test')!.currentTime = time;
    }, target);
    await page.waitForFunction(
      (from) => {
        const video = document.querySelector<HTMLVideoElement>('#under-test')!;
        return !video.paused && !video.seeking && video.currentTime >= from + 1.5 && video.currentTime < from + 20;
      },
      target,
      { timeout: 20_000 },
    );
    const rewound = await playerState(page);
    expect(rewound.playingDate! - startedMs).toBeGreaterThanOrEqual(5_000);
    expect(rewound.playingDate! - startedMs).toBeLessThan(25_000);
    expect(Date.now() - rewound.playingDate!).toBeGreaterThan(40_000);
    await page.context().close();
  });

  it('keeps only 10 s behind the live edge for the event on the partner relay', async () => {
    const page = await guestPageWithHls();
    const playback = await playbackOf(page, 2);
    expect(playback).toMatchObject({ live: true, dvrWindowSeconds: 10 });

    await play(page, playback.url);
    const state = await playerState(page);
    expect(state.windowSeconds).toBeLessThanOrEqual(10);
    expect(Date.now() - state.playingDate!).toBeLessThan(20_000);
    await page.context().close();
  });
});

describe('a video’s stream', () => {
  it('lasts what the card says and plays on where the demo asset starts over', async () => {
    const page = await guestPageWithHls();
    const video = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        // A free title (a guest plays it); the full fights are premium.
        body: JSON.stringify({ query: '{ video(internalId: "11") { duration playback { url thumbnailsUrl } } }' }),
      });
      return (await response.json()).data.video;
    });
    expect(video.duration).toBeGreaterThan(5 * 60);
    expect(video.playback.thumbnailsUrl).toMatch(/thumbnails\.vtt$/);

    await play(page, video.playback.url);
    expect(await page.evaluate(() => document.querySelector<HTMLVideoElement>('#under-test')!.duration)).toBeCloseTo(video.duration, 0);

    // 22 s in: the asset's 24 s end two seconds later, and the stream goes on with its next pass.
    await page.evaluate(() => {
      document.querySelector<HTMLVideoElement>('#under-test')!.currentTime = 22;
    });
    await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLVideoElement>('#under-test')!;
        return !element.paused && !element.seeking && element.currentTime >= 26;
      },
      undefined,
      { timeout: 20_000 },
    );
    await page.context().close();
  });
});

