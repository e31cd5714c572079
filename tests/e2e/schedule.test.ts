// A viewer in São Paulo opens the schedule and the TV guide: every time is São
// Paulo's (named as such), the week's days are there, the guide shows each
// channel with a now line and moves by day; the old schedule addresses and
// '/live' lead where spec §2 says; Acme, without an EPG, has no TV guide.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { graphql } from '../support/graphql.ts';
import { listeningPage, moveLiveEvent } from '../support/liveEvents.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const ZONE = 'America/Sao_Paulo';

const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

async function viewerIn(timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stage.browser.newContext({ timezoneId, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

/** What the platform says is on this week, read as a TV app would. */
async function weekEvents() {
  const guest = await graphql(stage.platform.url, 'mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }', {
    realm: 'ringside',
  });
  const token = guest.data!.checkInAsGuest.tokens.accessToken as string;
  const now = Date.now();
  const answer = await graphql(
    stage.platform.url,
    `query ($from: DateTime!, $to: DateTime!) { scheduleConnection(from: $from, to: $to) { edges { node { title status startsAt } } } }`,
    {
      realm: 'ringside',
      headers: { authorization: `Bearer ${token}` },
      variables: { from: new Date(now - 24 * 3_600_000).toISOString(), to: new Date(now + 6 * 24 * 3_600_000).toISOString() },
    },
  );
  return answer.data!.scheduleConnection.edges.map((edge: { node: { title: string; status: string; startsAt: string } }) => edge.node);
}

const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(new Date(iso));
const dateIn = (instant: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
};

describe('the schedule', () => {
  it("shows the week in the viewer's time zone, names the zone, and marks what is live", async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      await page.goto(`${ringside()}/schedule`);
      await page.getByRole('heading', { name: 'Schedule' }).waitFor();
      await page.getByText('Times in America/Sao Paulo (GMT-3)').waitFor();

      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(7);
      const today = tabs.first();
      expect(await today.textContent()).toContain('Today');
      expect(await today.textContent()).toContain(dateIn(new Date(), ZONE));
      expect(await tabs.nth(1).textContent()).toContain('Tomorrow');
      expect(await tabs.nth(1).textContent()).toContain(dateIn(new Date(Date.now() + 24 * 3_600_000), ZONE));

      // The fight on air now, at São Paulo's time, with its LIVE badge.
      const live = (await weekEvents()).find((event: { status: string }) => event.status === 'LIVE')!;
      const row = page.getByRole('listitem').filter({ hasText: live.title });
      await row.waitFor();
      expect(await row.textContent()).toContain(timeIn(live.startsAt, ZONE));
      expect(await row.getByText('Live', { exact: true }).count()).toBe(1);

      // The next day's tab lists that day's events, and the address keeps the day.
      await tabs.nth(1).click();
      await page.waitForURL(/day=\d{4}-\d{2}-\d{2}/);
      // The address changes first; the tab follows when the page renders the new location.
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('shows the same event at Tokyo’s time to a viewer in Tokyo', async () => {
    const { context, page } = await viewerIn('Asia/Tokyo');
    try {
      await page.goto(`${ringside()}/schedule`);
      await page.getByText(/Times in Asia\/Tokyo \(GMT\+9\)/).waitFor();
      const live = (await weekEvents()).find((event: { status: string }) => event.status === 'LIVE')!;
      const row = page.getByRole('listitem').filter({ hasText: live.title });
      await row.waitFor();
      expect(await row.textContent()).toContain(timeIn(live.startsAt, 'Asia/Tokyo'));
    } finally {
      await context.close();
    }
  });

  it("leads the schedule section's addresses in every language to the schedule", async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      for (const path of ['/section/schedule', '/secao/schedule', '/seccion/schedule']) {
        await page.goto(`${ringside()}${path}`);
        await page.waitForURL((url) => url.pathname === '/schedule');
        await page.getByRole('heading', { name: 'Schedule' }).waitFor();
      }
    } finally {
      await context.close();
    }
  });
});

describe('the TV guide', () => {
  it('shows every channel with a now line, scrolled to now, and moves by day', async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      await page.goto(`${ringside()}/epg`);
      const grid = page.getByRole('grid');
      await grid.waitFor();
      expect(await page.getByRole('rowheader').allTextContents()).toEqual(['Ringside MMA', 'Ringside Boxing', 'Ringside Kickboxing']);
      expect(await page.getByRole('gridcell').count()).toBeGreaterThan(30);
      await page.getByText('Times in America/Sao Paulo (GMT-3)').waitFor();

      // The now line is in view: the grid opened where it is.
      const nowLine = page.getByTestId('epg-now-line');
      await nowLine.waitFor();
      const lineBox = (await nowLine.boundingBox())!;
      const scrollerBox = (await page.getByTestId('epg-scroller').boundingBox())!;
      expect(lineBox.x).toBeGreaterThanOrEqual(scrollerBox.x);
      expect(lineBox.x).toBeLessThanOrEqual(scrollerBox.x + scrollerBox.width);

      // The time axis is São Paulo's: the day starts at 12:00 AM there.
      expect(await page.getByRole('columnheader').nth(1).textContent()).toBe('12:00 AM');

      // The keyboard moves through programmes. From the row's first one: the
      // programme on air now may be the row's last (an event running past midnight).
      const focusedCell = page.locator('[role="gridcell"][tabindex="0"]');
      await focusedCell.focus();
      await page.keyboard.press('Home');
      const before = await page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(before);

      // A programme that began before the part of the day in view keeps its title beside the
      // channel column, not cut at the left. The cell with the most room around its text is
      // scrolled 60 px under the column.
      const placed = await page.evaluate(() => {
        const scroller = document.querySelector<HTMLElement>('[data-testid="epg-scroller"]')!;
        const furthest = scroller.scrollWidth - scroller.clientWidth;
        const cells = [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')]
          .map((cell) => ({ cell, text: cell.querySelector<HTMLElement>('.rs-epg__programme-text') }))
          .filter(({ cell, text }) => text && cell.offsetLeft + 60 <= furthest)
          .map(({ cell, text }) => ({ cell, text: text!, room: cell.clientWidth - text!.offsetWidth }));
        const { cell, text, room } = cells.reduce((best, each) => (each.room > best.room ? each : best));
        scroller.scrollLeft = cell.offsetLeft + 60;
        const channelRight = document.querySelector('[role="rowheader"]')!.getBoundingClientRect().right;
        return { room, channelRight, cellLeft: cell.getBoundingClientRect().left, textLeft: text.getBoundingClientRect().left };
      });
      expect(placed.room).toBeGreaterThan(60);
      expect(placed.cellLeft).toBeLessThan(placed.channelRight - 50);
      expect(placed.textLeft).toBeGreaterThanOrEqual(placed.channelRight - 1);

      // The next day: its own address, its own grid, no now line.
      const tomorrow = dateIn(new Date(Date.now() + 24 * 3_600_000), ZONE);
      await page.getByRole('link', { name: 'Next day' }).click();
      await page.waitForURL(/\/epg\?day=\d{4}-\d{2}-\d{2}/);
      await page.getByRole('grid', { name: `TV guide for ${tomorrow}` }).waitFor();
      expect(await page.getByTestId('epg-now-line').count()).toBe(0);
      expect(await page.getByRole('rowheader').count()).toBe(3);
    } finally {
      await context.close();
    }
  });

  it('does not exist on Acme, whose realm has no EPG', async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      await signInThroughForm(page, `${acme()}/login`, demoCustomers.acme);
      await page.goto(`${acme()}/epg`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      // Its schedule is there (hasLive and the schedule section), in the viewer's zone.
      await page.goto(`${acme()}/schedule`);
      await page.getByRole('heading', { name: 'Schedule' }).waitFor();
      await page.getByText('Times in America/Sao Paulo (GMT-3)').waitFor();
      expect(await page.getByRole('link', { name: 'TV guide' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('live and the guest schedule', () => {
  it("sends a signed-in viewer from '/live' to the live-now list over the home page", async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      await signInThroughForm(page, `${ringside()}/login`, demoCustomers.ringside);
      await page.goto(`${ringside()}/live`);
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#livenow');
    } finally {
      await context.close();
    }
  });

  it('shows a visitor the guest schedule on Ringside, and nothing on Acme, which has no guests', async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      await page.goto(`${ringside()}/upcoming`);
      await page.getByRole('heading', { name: 'Coming up' }).waitFor();
      expect(await page.getByRole('tab').count()).toBe(7);
      await page.goto(`${acme()}/upcoming`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('a schedule left open', () => {
  it('turns an event LIVE at its new time when the operator moves it, without a reload', async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      await page.goto(`${ringside()}/schedule`);
      await page.getByRole('heading', { name: 'Schedule' }).waitFor();
      const title = "Friday Night Fights: O'Connor vs Reyes";
      const startDate = new Date(Date.now() + 3000);
      await moveLiveEvent(stage.platform, { realm: 'ringside', eventId: '3', startDate, endDate: new Date(Date.now() + 2 * 3_600_000) });
      const row = page.getByRole('listitem').filter({ hasText: title });
      await expect.poll(async () => (await row.count()) > 0 && (await row.getByText('Live', { exact: true }).count()) === 1, { timeout: 15_000 }).toBe(true);
      expect(await row.textContent()).toContain(timeIn(startDate.toISOString(), ZONE));
    } finally {
      await context.close();
    }
  });

  it('shows an event moved into the week without a reload, where it now falls', async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      const listening = listeningPage(page, stage.platform, 'useScheduleUpdatesSubscription', 'ringside');
      await page.goto(`${ringside()}/schedule`);
      await page.getByRole('heading', { name: 'Schedule' }).waitFor();
      await listening;
      // A week from now: not on this week's page until the operator brings it forward.
      const title = 'Iron Shin Tokyo: Watanabe vs de Vries 2';
      const row = page.getByRole('listitem').filter({ hasText: title });
      expect(await row.count()).toBe(0);
      const startDate = new Date(Date.now() + 5 * 60_000);
      await moveLiveEvent(stage.platform, { realm: 'ringside', eventId: '6', startDate, endDate: new Date(Date.now() + 2 * 3_600_000) });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.textContent()).toContain(timeIn(startDate.toISOString(), ZONE));
    } finally {
      await context.close();
    }
  });

  it('puts an event moved into today on the open TV guide without a reload', async () => {
    const { context, page } = await viewerIn(ZONE);
    try {
      const listening = listeningPage(page, stage.platform, 'useEpgUpdatesSubscription', 'ringside');
      await page.goto(`${ringside()}/epg`);
      await page.getByRole('grid').waitFor();
      await listening;
      // Three days away: not in today's guide until the operator brings it forward.
      const title = 'Noche de Campeones: Cruz vs Tanaka';
      const programme = page.getByRole('gridcell').filter({ hasText: title });
      expect(await programme.count()).toBe(0);
      await moveLiveEvent(stage.platform, {
        realm: 'ringside',
        eventId: '5',
        startDate: new Date(Date.now() + 10 * 60_000),
        endDate: new Date(Date.now() + 70 * 60_000),
      });
      await programme.first().waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});
