// Limits as a viewer meets them in the browser: a sign-up past its limit is
// told how long to wait (never that the platform is down), and a visitor
// arriving where many already checked in from the same address (an office, a
// bar showing a fight) gets the realm's page with a question, answers it and
// browses. The backend's limits run at a quarter (RATE_LIMIT_SCALE) so a
// few requests meet them: 15 guest check-ins a minute per address before a
// question, one sign-up an hour per email.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium({ rateLimitScale: 0.25 });
const openPage = usePages(stage);
const origin = () => `http://localhost:${stage.platform.port}`;

describe('a viewer signing up again and again', () => {
  it('is told on the sign-up screen how long to wait', async () => {
    const page = await openPage();
    const signUp = async (email: string) => {
      await page.goto(`${origin()}/signup`);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByLabel(/^Email/).first().fill(email);
      await page.getByLabel(/^Password/).fill('fight-night-42');
      await page.getByLabel(/^Full name/).fill('Nia Okafor');
      await page.getByLabel(/^Country/).selectOption('GB');
      await page.getByLabel(/I accept the terms and conditions/).check();
      await page.getByRole('button', { name: 'Create account' }).click();
    };

    await signUp('again-and-again@example.test');
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await signUp('again-and-again@example.test');

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(new URL(page.url()).pathname).toBe('/signup');
  });
});

/** A guest check-in from the browser's address straight at the backend, as other viewers behind it make them. */
async function checkInFromTheBrowsersAddress(): Promise<number> {
  const response = await fetch(new URL('/api/v2/login/guest/checkin', stage.platform.upstreamUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': 'ringside-demo-key',
      realm: 'ringside',
      'x-app': 'web',
      'x-app-version': '1',
      'x-device-id': randomUUID(),
      'x-client-ip': '127.0.0.1',
      'accept-language': 'en',
    },
    body: '{}',
  });
  return response.status;
}

describe('a visitor behind an address many viewers came from this minute', () => {
  it('gets the realm’s page with a question, answers it, and browses as a guest', async () => {
    // The others behind the same address use up its allowance.
    while ((await checkInFromTheBrowsersAddress()) === 200);

    const page = await openPage();
    // The browser's own check-ins (their variables name the captcha answer, or none).
    const checkIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('"captcha"')) checkIns.push(request.postData()!);
    });
    const response = await page.goto(`${origin()}/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Lots of viewers are arriving from your network' }).waitFor();
    await page.locator('header').getByRole('link', { name: 'Browse' }).waitFor();

    const question = page.getByLabel(/^What is \d+ \+ \d+\?/);
    const [, a, b] = /(\d+) \+ (\d+)/.exec((await page.locator('label[for]', { hasText: 'What is' }).textContent()) ?? '')!;
    await question.fill(String(Number(a) + Number(b)));
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Live now' }).waitFor();
    // The app took over the server's page with its question: the answer was the only check-in it sent.
    expect(checkIns).toHaveLength(1);
    expect(await page.getByText('Lots of viewers are arriving from your network').count()).toBe(0);
    // A guest now: a page of the realm's that needs a session opens without a question.
    await page.locator('header').getByRole('link', { name: 'Browse' }).click();
    await page.waitForURL((url) => url.pathname === '/browse');
    await page.getByRole('heading', { name: 'Browse', level: 1 }).waitFor();
  });
});
