// Toasts as a viewer sees them (spec §4: success, error, info; 1.5 s or 3 s,
// then a 0.3 s exit): adding a video to My list from its card and taking it
// off again are confirmed by a short toast that goes by itself; a save that
// cannot reach the platform says so in an error toast.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { FREE_VIDEO_CARD } from '../support/realmPage.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const newPage = usePages(stage);
const origin = () => `http://localhost:${stage.platform.port}`;

const toast = (page: Page, role: 'status' | 'alert', text: string) => page.locator('.rs-toasts').getByRole(role).filter({ hasText: text });

describe('toasts', () => {
  it('confirm adding to My list from a card and taking it off, then go by themselves', async () => {
    const page = await newPage();
    await signInThroughForm(page, `${origin()}/login?from=/`, demoCustomers.ringside);
    const card = page.locator(`.rs-card-frame:has(${FREE_VIDEO_CARD})`).first();
    await card.getByRole('button', { name: 'Add to My list' }).click();
    const added = toast(page, 'status', 'Added to My list.');
    await added.waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/toast-success.png` });
    await added.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Remove from My list' }).click();
    await toast(page, 'status', 'Removed from My list.').waitFor();
  });

  it('tell the viewer in an error toast when a save cannot reach the platform', async () => {
    const page = await newPage();
    await signInThroughForm(page, `${origin()}/login`, demoCustomers.ringside);
    await page.goto(`${origin()}/account?section=preferences`);
    await page.getByRole('heading', { name: 'Preferences', level: 2 }).waitFor();
    // The connection drops for this one request.
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('useUpdatePreferencesMutation') ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByLabel('Play the next video automatically').uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    const failed = toast(page, 'alert', 'Something went wrong. Please try again.');
    await failed.waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/toast-error.png` });
    expect(await toast(page, 'status', 'Your preferences have been saved.').count()).toBe(0);
    await failed.waitFor({ state: 'detached' });
  });
});
