// The home page as a first-time visitor's browser loads it, with Chromium's CPU
// slowed down 4×: requests before the first card (budget ≤ 15), sequential
// GraphQL round trips before the first card (budget 1), LCP, and CLS (budget
// ≤ 0.05). Starts its own platform on the built web app:
//   npm run build -w @ringside/web && node --import tsx bench/webVitals.ts
// RUNS=5 loads more times (the median is printed).
import { launchBrowser } from '../tests/support/browser.ts';
import { startPlatform } from '../tests/support/platform.ts';
import { CLS_BUDGET, HOME_REQUEST_BUDGET, loadPage, type PageLoad } from './webPageLoad.ts';

const runs = Number(process.env.RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

const platform = await startPlatform();
const browser = await launchBrowser();
try {
  const loads: PageLoad[] = [];
  for (let run = 0; run < runs; run += 1) {
    loads.push(await loadPage(browser, `http://localhost:${platform.port}/`, { cpuThrottling: 4 }));
  }
  const requests = median(loads.map((load) => load.requestsBeforeFirstCard.length));
  const roundTrips = median(loads.map((load) => load.sequentialGraphqlRoundTrips));
  const cls = median(loads.map((load) => load.cls));
  const lcp = median(loads.map((load) => load.lcp));
  const firstCard = median(loads.map((load) => load.firstCard));
  console.log(`home page, first visit, 4× CPU throttling, median of ${runs}:`);
  console.log(`  requests before the first card: ${requests} (budget ≤ ${HOME_REQUEST_BUDGET}: ${verdict(requests <= HOME_REQUEST_BUDGET)})`);
  console.log(`  sequential GraphQL round trips before the first card: ${roundTrips} (budget 1: ${verdict(roundTrips <= 1)})`);
  console.log(`  CLS: ${cls.toFixed(3)} (budget ≤ ${CLS_BUDGET}: ${verdict(cls <= CLS_BUDGET)})`);
  console.log(`  LCP: ${Math.round(lcp)} ms; first card in the page: ${Math.round(firstCard)} ms`);
  if (process.env.VERBOSE) for (const url of loads[0]!.requestsBeforeFirstCard) console.log(`    ${url}`);
  process.exitCode = requests <= HOME_REQUEST_BUDGET && roundTrips <= 1 && cls <= CLS_BUDGET ? 0 : 1;
} finally {
  await browser.close();
  await platform.close();
}
