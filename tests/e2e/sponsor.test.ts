// A viewer opens the documentary series its sponsor presents, and one of its
// episodes: each page shows "Presented by" and the sponsor's logo, linking out
// in a new tab; a video nobody presents shows no such block (spec §2).
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();

describe('sponsor logos', () => {
  it('show on a sponsored series and its episodes, 300 px wide, linking to the sponsor', async () => {
    const page = await stage.browser.newPage();
    const base = `http://localhost:${stage.platform.port}`;
    for (const path of ['/series/1', '/video/25']) {
      await page.goto(`${base}${path}`);
      const block = page.locator('.rs-sponsor');
      await block.getByText('Presented by').waitFor();
      const link = block.getByRole('link', { name: /Southpaw Energy/ });
      expect(await link.getAttribute('href')).toBe('https://example.com/southpaw-energy');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('sponsored noopener');
      const logo = block.getByRole('img', { name: 'Southpaw Energy' });
      expect(await logo.getAttribute('src')).toBe('/images/sponsor/1/logo.svg?w=150');
      await page.waitForFunction(() => (document.querySelector('.rs-sponsor__logo') as HTMLImageElement | null)?.complete);
      expect(await logo.evaluate((img) => [(img as HTMLImageElement).naturalWidth, img.getBoundingClientRect().width])).toEqual([150, 300]);
    }

    await page.goto(`${base}/video/24`);
    await page.locator('.rs-detail__title').waitFor();
    expect(await page.locator('.rs-sponsor').count()).toBe(0);
    await page.close();
  });
});
