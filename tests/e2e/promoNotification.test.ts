// Promo notifications, as a customer meets them in Chromium: Ringside's promo
// of highest priority (the Championship 12 pay-per-view) slides up once after
// signing in; dismissed, it stays dismissed after a reload (the next promo
// shows instead); followed, its call to action opens the event's page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const ringside = () => `http://localhost:${stage.platform.port}`;
const newPage = usePages(stage);

// Ringside's demo promos (backend/src/promo/demoPromoNotifications.ts), highest priority first.
const CHAMPIONSHIP = 'Ringside Championship 12: Lima vs Okafor';
const SHOP = 'Fight-week gear is here';

/** A new Ringside customer, signed in through the form, on the home page. */
async function newCustomerOnHome(): Promise<Page> {
  const customer = await createRingsideAccount(stage.platform);
  const page = await newPage();
  await signInThroughForm(page, `${ringside()}/login`, customer);
  return page;
}

/** Resolves when the platform has answered the promo's dismissal. */
const dismissalAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useDismissPromoNotificationMutation'));

/** The promo card titled `title`, once it is on screen (it is out of the accessibility tree until then). */
const promoCard = (page: Page, title: string) => page.getByRole('complementary', { name: title });

describe('the promo card', () => {
  it('slides up once for a signed-in customer, and once dismissed stays dismissed after a reload', async () => {
    const page = await newCustomerOnHome();
    const card = promoCard(page, CHAMPIONSHIP);
    await card.waitFor();
    // Slid all the way up, alone.
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    expect(await page.locator('.rs-promo').count()).toBe(1);
    expect(await card.locator('img').getAttribute('width')).toBe('410');

    const answered = dismissalAnswered(page);
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await answered;
    await page.locator('.rs-promo').waitFor({ state: 'detached' });

    await page.reload();
    await promoCard(page, SHOP).waitFor();
    expect(await promoCard(page, CHAMPIONSHIP).count()).toBe(0);
  });

  it('opens the event its call to action leads to, in the same tab', async () => {
    const page = await newCustomerOnHome();
    const card = promoCard(page, CHAMPIONSHIP);
    const answered = dismissalAnswered(page);
    await card.getByRole('link', { name: 'Watch live' }).click();
    await page.waitForURL((url) => url.pathname === '/live/4');
    await page.getByRole('heading', { level: 1, name: CHAMPIONSHIP }).waitFor();
    await answered;
    await page.locator('.rs-promo').waitFor({ state: 'detached' });
  });
});
