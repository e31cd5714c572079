// Live state that moves by itself, in Chromium on the dark realm: a signed-in
// viewer on the home page sees how many events are on air; when an upcoming
// event's clock is moved to start now, the count goes up and the event's card
// turns LIVE without a reload, and the live-now list shows it; when it ends,
// both go back. A guest sees no
// counter. An open event page counts down, starts playing when its event
// starts and offers the replay when it ends, each pushed by the gateway.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { moveLiveEvent } from '../support/liveEvents.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const origin = () => `http://localhost:${stage.platform.port}`;

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/liveNow-${name}.png` });
}

const counter = (page: Page) => page.getByRole('button', { name: /Live now/ });
/** The counter once the live-now channel has told it the current state. */
const listeningCounter = (page: Page) => page.locator('.rs-livenow[aria-busy="false"]');
const shownCount = async (page: Page) => Number(await counter(page).locator('.rs-livenow__count').innerText());
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function signedInViewer(): Promise<Page> {
  const context = await stage.browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, `${origin()}/login`, demoCustomers.ringside);
  return page;
}

/** The internal ids of the upcoming events the home page shows cards of, in page order. */
async function upcomingEventsOnHome(page: Page): Promise<string[]> {
  const cards = page.locator('a[data-content-kind="live"]:has(.rs-card__badge--upcoming)');
  await cards.first().waitFor();
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => /\/live\/(\d+)$/.exec(href)?.[1]).filter((id): id is string => !!id))];
}

describe('the live-now counter on the home page', () => {
  it('counts one more and turns the card LIVE, without a reload, when an upcoming event starts, and back when it ends', async () => {
    const page = await signedInViewer();
    await page.goto(`${origin()}/`);
    await listeningCounter(page).waitFor();
    const before = await shownCount(page);
    const [eventId] = await upcomingEventsOnHome(page);
    const cardsOfEvent = page.locator(`a[data-content-kind="live"][href$="/live/${eventId}"]`);
    const cardTitle = (await cardsOfEvent.first().locator('h3').innerText()).trim();
    await shoot(page, 'home-before');
    // Anything that reloads the page would drop this mark.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await moveLiveEvent(stage.platform, { realm: 'ringside', eventId: eventId!, startDate: minutes(-1), endDate: minutes(60) });

    await expect.poll(() => shownCount(page)).toBe(before + 1);
    await expect.poll(() => cardsOfEvent.locator('.rs-card__badge--live').count()).toBe(await cardsOfEvent.count());
    expect(await cardsOfEvent.locator('.rs-card__badge--upcoming').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await shoot(page, 'home-after');

    // The list of events on air (#livenow) has it, with a link to its page.
    await counter(page).click();
    const panel = page.getByRole('dialog', { name: 'Live now' });
    await panel.waitFor();
    expect(new URL(page.url()).hash).toBe('#livenow');
    await panel.getByRole('link', { name: new RegExp(cardTitle) }).waitFor();
    expect(await panel.getByRole('link').count()).toBe(before + 1);
    await shoot(page, 'panel');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // When it ends, it leaves the count and its cards stop saying LIVE.
    await moveLiveEvent(stage.platform, { realm: 'ringside', eventId: eventId!, startDate: minutes(-60), endDate: minutes(-1) });
    await expect.poll(() => shownCount(page)).toBe(before);
    await expect.poll(() => cardsOfEvent.locator('.rs-card__badge--live').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await page.context().close();
  });

  it('is not shown to a guest', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    await page.locator('a[data-content-kind]').first().waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await counter(page).count()).toBe(0);
    await context.close();
  });
});

describe('an event page left open', () => {
  it('counts down, plays when the event starts and offers the replay when it ends', async () => {
    const page = await signedInViewer();
    await page.goto(`${origin()}/`);
    const upcoming = await upcomingEventsOnHome(page);
    // Not the first one: the other story moves it.
    const eventId = upcoming[upcoming.length - 1]!;
    await page.goto(`${origin()}/live/${eventId}`);
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/^Starts in /);
    expect(await page.locator('video').count()).toBe(0);
    await shoot(page, 'event-countdown');

    await moveLiveEvent(stage.platform, { realm: 'ringside', eventId, startDate: minutes(-1), endDate: minutes(60) });
    await page.locator('video').waitFor();
    await page.locator('.rs-detail__eyebrow .rs-badge--live').waitFor();
    await shoot(page, 'event-live');

    await moveLiveEvent(stage.platform, { realm: 'ringside', eventId, startDate: minutes(-120), endDate: minutes(-1) });
    await expect.poll(() => page.locator('.rs-detail__eyebrow .rs-badge').textContent()).toBe('Replay');
    await page.locator('video').waitFor();
    await shoot(page, 'event-replay');
    await page.context().close();
  });
});
