// What a viewer's browser does to show a page of the web app, measured in the
// page itself (Resource Timing, Layout Instability, Largest Contentful Paint),
// so a test and a bench read the same figures. Used by bench/webVitals.ts and
// tests/e2e/performance.test.ts.
import type { Browser } from 'playwright-core';

/** Issue 9's budgets for the home view. */
export const HOME_REQUEST_BUDGET = 15;
export const CLS_BUDGET = 0.05;
/** Issue 14's budgets for a server-rendered first visit, with Chromium's CPU slowed 4×. */
export const LCP_BUDGET_MS = 1000;
export const FIRST_CARD_IMAGE_BUDGET_MS = 300;

export interface PageLoad {
  /**
   * Every URL the page asked for before the first content card was in the page
   * (the document first), images aside: with the page rendered on the server,
   * the browser's preload scanner asks for the images of the HTML it has read
   * ahead of the parser, so how many come "before" the card is a race between
   * the two, not a request the card waited for.
   */
  requestsBeforeFirstCard: string[];
  /** GraphQL requests before the first card. */
  graphqlBeforeFirstCard: number;
  /** The longest chain of GraphQL requests where each waited for the previous answer. */
  sequentialGraphqlRoundTrips: number;
  /** Every URL asked for until the page settled (for "was hls.js fetched?"). */
  allRequests: string[];
  /** Milliseconds from navigation to the largest contentful paint. */
  lcp: number;
  /** Cumulative layout shift (shifts not caused by input). */
  cls: number;
  /** Milliseconds from navigation to the first card in the page. */
  firstCard: number;
  /** Milliseconds from navigation to the request for the first card's image (Infinity without one). */
  firstCardImageRequested: number;
  /** Milliseconds from navigation to the document's first byte. */
  ttfb: number;
}

interface InPageFigures {
  firstCard: number | null;
  lcp: number;
  cls: number;
}

declare global {
  interface Window {
    __ringsideLoad?: InPageFigures;
  }
}

/** Runs in the page before any of its scripts: records when the first card appears, LCP and layout shifts. */
function recordInPage(cardSelector: string) {
  const figures: InPageFigures = { firstCard: null, lcp: 0, cls: 0 };
  window.__ringsideLoad = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) figures.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // From the first byte on: a server-rendered page's card arrives with the HTML, as the parser inserts it.
  const watch = new MutationObserver(() => {
    if (figures.firstCard === null && document.querySelector(cardSelector)) {
      figures.firstCard = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });
}

function longestChain(spans: { start: number; end: number }[]): number {
  // depth[i]: the longest chain ending with request i (each starts after the previous answered).
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((span, i) => {
    depth[i] = 1 + Math.max(0, ...sorted.slice(0, i).map((before, j) => (before.end <= span.start ? depth[j]! : 0)));
  });
  return Math.max(0, ...depth);
}

export interface LoadOptions {
  /** Chromium's CPU slowdown (CDP Emulation.setCPUThrottlingRate); 1 = none. */
  cpuThrottling?: number;
  /** What counts as the first piece of content. */
  cardSelector?: string;
  viewport?: { width: number; height: number };
}

/** Opens `url` in a fresh browser context (no cache, no cookies) and reads the figures once the page has settled. */
export async function loadPage(browser: Browser, url: string, options: LoadOptions = {}): Promise<PageLoad> {
  const { cpuThrottling = 1, cardSelector = 'a[data-content-kind]', viewport = { width: 1280, height: 800 } } = options;
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    if (cpuThrottling !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    }
    await page.addInitScript(recordInPage, cardSelector);
    await page.goto(url);
    await page.locator(cardSelector).first().waitFor();
    await page.waitForLoadState('networkidle');
    const figures = await page.evaluate((selector) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const image = document.querySelector<HTMLImageElement>(`${selector} img`);
      const imageUrl = image ? new URL(image.currentSrc || image.src, location.href).href : null;
      return {
        ...window.__ringsideLoad!,
        ttfb: navigation?.responseStart ?? 0,
        imageRequested: resources.find((entry) => entry.name === imageUrl)?.startTime ?? null,
        document: location.href,
        resources: resources.map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
      };
    }, cardSelector);
    const firstCard = figures.firstCard ?? Infinity;
    const beforeCard = figures.resources.filter((resource) => resource.start < firstCard);
    const isImage = (url: string) => new URL(url).pathname.startsWith('/images/');
    const graphql = beforeCard.filter((resource) => new URL(resource.name).pathname.endsWith('/graphql'));
    return {
      requestsBeforeFirstCard: [figures.document, ...beforeCard.map((resource) => resource.name).filter((url) => !isImage(url))],
      graphqlBeforeFirstCard: graphql.length,
      sequentialGraphqlRoundTrips: longestChain(graphql),
      allRequests: [figures.document, ...figures.resources.map((resource) => resource.name)],
      lcp: figures.lcp,
      cls: figures.cls,
      firstCard,
      firstCardImageRequested: figures.imageRequested ?? Infinity,
      ttfb: figures.ttfb,
    };
  } finally {
    await context.close();
  }
}
