// News, as a Portuguese reader sees it in Chromium: Ringside's newsroom in
// Portuguese, newest first, "load more" for the rest; the lead story opened
// and read, its embedded video leading to where it plays, its tab titled by
// its headline and its canonical link its own address; and the news section's
// Portuguese path leading to the news page.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();
const ringside = () => `http://localhost:${stage.platform.port}`;

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page in a browser set to Brazilian Portuguese, of a visitor Ringside checks in as a guest. */
async function portugueseReader(): Promise<Page> {
  const context = await stage.browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Ringside's newest article, and the one before it, in Portuguese (backend/src/news/ringsideNews.ts).
const LEAD = 'Ranking: Costa entra no top 5 dos penas e Lima segue como desafiante número 1';
const SECOND = 'Costa supera Herrera no Rio e vence por decisão unânime';

describe('the news, read in Portuguese', () => {
  it('lists the articles in Portuguese newest first, and opens the lead story: body, embedded video, title and canonical link', async () => {
    const page = await portugueseReader();
    // The English address leads a Portuguese reader to the Portuguese one (routeTable.ts).
    await page.goto(`${ringside()}/news`);
    await page.waitForURL((url) => url.pathname === '/noticias');
    const articles = page.getByRole('article');
    await articles.first().getByRole('heading', { name: LEAD }).waitFor();
    expect(await articles.nth(1).getByRole('heading').innerText()).toBe(SECOND);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
    // The lead story and nine cards; the other two of the realm's twelve come with the next page.
    expect(await articles.count()).toBe(10);
    await page.locator('.rs-news__more').getByRole('button').click();
    await expect.poll(() => articles.count()).toBe(12);
    expect(await page.locator('.rs-news__more').count()).toBe(0);

    await articles.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/noticias/rankings-costa-into-featherweight-top-five');
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 1, name: LEAD }).waitFor();
    expect(await article.getAttribute('lang')).toBe('pt');
    await article.getByText(/^Onze jornalistas e analistas votam toda semana/).waitFor();
    await article.getByRole('heading', { level: 2, name: 'Como funciona o ranking' }).waitFor();
    const video = article.getByRole('link', { name: /Placar: Ranking Muda Após o Fight Night 41/ });
    expect(await video.getAttribute('href')).toBe('/video/22');
    expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(LEAD)} \\| `));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /^https:\/\/[^/]+\/noticias\/rankings-costa-into-featherweight-top-five$/,
    );
  });

  it('takes the news section’s Portuguese path to the news page, query and all', async () => {
    const page = await portugueseReader();
    await page.goto(`${ringside()}/secao/news?utm_source=newsletter`);
    await page.getByRole('article').first().getByRole('heading', { name: LEAD }).waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/noticias?utm_source=newsletter');
  });
});
