// A viewer pairs their TV: the TV app shows a code, the viewer signs in on the
// realm's /tv page in their browser and types it, and the TV's next poll
// brings its own session.
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { graphql } from '../support/graphql.ts';

const stage = usePlatformInChromium();

/** The TV: a GraphQL client holding its own tokens (BODY delivery), on the realm's host. */
const tv = (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  graphql(stage.platform.url, query, { host: 'localhost', variables, headers: { 'x-device-id': 'living-room-tv-01', ...headers } });

const POLL = `mutation ($deviceCode: String!) { pollTvLogin(input: { deviceCode: $deviceCode, tokenDelivery: BODY }) {
  status tokens { accessToken refreshToken expiresAt } } }`;

describe('signing in on a TV with a code', () => {
  it('pairs the TV once the signed-in viewer enters the code it shows', async () => {
    const started = await tv(`mutation { startTvLogin { code { userCode deviceCode verificationUri interval } } }`);
    const { userCode, deviceCode, verificationUri } = started.data!.startTvLogin.code;
    expect(verificationUri).toBe(`http://localhost:${stage.platform.port}/tv`);
    expect((await tv(POLL, { deviceCode })).data?.pollTvLogin.status).toBe('PENDING');

    // The viewer opens the address the TV shows; as a guest they are asked to sign in first.
    const page = await stage.browser.newPage();
    await page.goto(verificationUri);
    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill('fan@ringside.test');
    await page.getByLabel('Password', { exact: false }).first().fill('ringside-fan');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Back on /tv, signed in: the code is typed as people do, in lower case without the dash.
    await page.waitForURL((url) => url.pathname === '/tv');
    const field = page.getByLabel('Code on your TV');
    await field.fill(userCode.replace('-', '').toLowerCase());
    expect(await field.inputValue()).toBe(userCode);
    await page.getByRole('button', { name: 'Connect TV' }).click();
    await page.getByRole('heading', { name: 'Your TV is signed in' }).waitFor();

    // The TV's next poll collects its session, once.
    const approved = await tv(POLL, { deviceCode });
    expect(approved.data?.pollTvLogin.status).toBe('APPROVED');
    const { accessToken } = approved.data!.pollTvLogin.tokens;
    const asTv = await tv(`{ viewer { role isGuest } }`, {}, { authorization: `Bearer ${accessToken}` });
    expect(asTv.data?.viewer).toEqual({ role: 'CUSTOMER', isGuest: false });
    expect((await tv(POLL, { deviceCode })).data?.pollTvLogin).toEqual({ status: 'EXPIRED', tokens: null });

    // A code nobody issued is refused in words.
    await page.getByRole('button', { name: 'Sign in another TV' }).click();
    await page.getByLabel('Code on your TV').fill('BBBB-BBBB');
    await page.getByRole('button', { name: 'Connect TV' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('This code is not valid or has expired. Check the code on your TV and try again.');
    await page.close();
  });
});
