// Spec §4 "Playback error modal" and §8 "Playback modal": a viewer whose stream
// is refused sees the dialog with the key's words, and its button takes them on;
// Google's crawler never sees it. The concurrent-stream limit is the real one
// (Ringside: two streams per account); the other causes are answers of the
// gateway changed in flight, since the demo has no account they happen to.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { waitForPlayback } from '../support/realmPage.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
/** Ringside answers on `localhost` (its demo domain), not on the bare address the platform listens on. */
const origin = () => `http://localhost:${stage.platform.port}`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const contexts: BrowserContext[] = [];
afterEach(async () => {
  // A device closed while it plays holds one of the account's two streams until
  // its heartbeat lapses (70 s): a closing browser does not reliably send the
  // leaving page's end. Each playing device leaves the video as a viewer would,
  // so the next test starts with the account's streams free.
  await Promise.all(contexts.flatMap((context) => context.pages()).map(stopWatching));
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** Leaves a playing video for the home page through the header, and waits until the gateway has ended its playback session. */
async function stopWatching(page: Page): Promise<void> {
  if ((await page.locator('video').count()) === 0) return;
  const ended = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string }).operationName === 'usePlaybackSessionEndMutation',
  );
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await ended;
}

async function device(options: { userAgent?: string } = {}): Promise<Page> {
  const context = await stage.browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  await signInThroughForm(page, `${origin()}/login`, demoCustomers.ringside);
  return page;
}

/** Answers the video page's query with its `playback` failed as the gateway would fail it. */
async function failPlayback(page: Page, extensions: Record<string, string>): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { video?: { playback?: unknown } }; errors?: unknown[] };
    if (body.data?.video && 'playback' in body.data.video) {
      body.data.video.playback = null;
      body.errors = [...(body.errors ?? []), { message: 'refused', path: ['video', 'playback'], extensions }];
    }
    await route.fulfill({ response, json: body });
  });
}

describe('the playback error dialog', () => {
  it('tells a third device of an account that already plays on two to close one, and not Googlebot', async () => {
    const [laptop, phone] = [await device(), await device()];
    for (const page of [laptop!, phone!]) {
      await page.goto(`${origin()}/video/3`);
      await waitForPlayback(page, 0.5);
    }

    const tv = await device();
    const asked: string[] = [];
    tv.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    });
    await tv.goto(`${origin()}/video/3`);
    const dialog = tv.getByRole('dialog', { name: "You're watching on another device" });
    await dialog.waitFor();
    // The refusal came with the page from the server: the browser did not ask for the video again.
    expect(asked).not.toContain('videoRoutesQuery');
    expect(await dialog.innerText()).toContain('To watch here, stop playing on one of them.');
    expect(await tv.locator('video').count()).toBe(0);

    // The crawler gets the page and its message, never the dialog.
    const crawler = await device({ userAgent: GOOGLEBOT });
    await crawler.goto(`${origin()}/video/3`);
    await crawler.getByText('Your account is already playing on as many devices as it can.').waitFor();
    expect(await crawler.getByRole('dialog').count()).toBe(0);

    // Its button goes to the default menu page.
    await dialog.getByRole('button', { name: 'Go to the home page' }).click();
    await tv.waitForURL(`${origin()}/`);
  });

  it('lets a device play again once another stopped', async () => {
    const [laptop, phone, tv] = [await device(), await device(), await device()];
    await laptop!.goto(`${origin()}/video/3`);
    await waitForPlayback(laptop!, 0.5);
    await phone!.goto(`${origin()}/video/3`);
    await waitForPlayback(phone!, 0.5);
    // Leaving the video page ends its playback session.
    await laptop!.goto(`${origin()}/`);
    await expect.poll(async () => {
      await tv!.goto(`${origin()}/video/3`);
      return tv!.locator('video').count();
    }).toBe(1);
  });

  it.each([
    [{ code: 'UNAUTHENTICATED' }, 'Authentication error', 'We could not confirm who you are. Please refresh the page.', 'Refresh'],
    [{ code: 'FORBIDDEN' }, 'There was an error accessing this video', "You're not allowed to watch this video.", 'Go to the home page'],
    // A client that asks to play a title the viewer does not hold (the page offers the licences instead) hears this.
    [{ code: 'FORBIDDEN', reason: 'NOT_LICENSED' }, 'There was an error accessing this video', 'Your subscription does not include this video.', 'Go to the home page'],
    [{ code: 'UPSTREAM_UNAVAILABLE' }, 'There was an error accessing this video', 'Please try again in a few moments.', 'Go to the home page'],
  ])('words %o as the spec’s keys say', async (extensions, title, body, button) => {
    const context = await stage.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await failPlayback(page, extensions);
    // The answer changed in flight must be the browser's: a page opened by its
    // address comes rendered from the server, so the video is opened from the
    // home page's rail, where the app asks the gateway for it.
    // A free title, so that nothing but the changed answer stands in the way (full fights are premium).
    await page.goto(`${origin()}/`);
    await page.locator('a[href="/video/11"]').first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(body);
    await page.unroute('**/graphql');
    await dialog.getByRole('button', { name: button }).click();
    await page.waitForURL(`${origin()}/`);
  });
});
