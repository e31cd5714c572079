// Gifts, as people use them in Chromium: a customer sends a friend the
// Championship 12 pay-per-view (live event 4), paying with the test card in
// the provider's own field; the friend, new to Ringside, opens the emailed
// link, signs in on the way, redeems and finds the event unlocked; the same
// code again says it has been redeemed, an unknown one that it names no gift;
// Acme, without gifting, has no gift pages.
import { describe, expect, it } from 'vitest';
import { createRingsideAccount, type FreshAccount } from '../support/accounts.ts';
import { enterCard } from '../support/cardField.ts';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { mailedLinks } from '../support/mailbox.ts';
import { fillSignInForm, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

const newPage = usePages(stage);

/** The gift link mailed to `to`, on the origin the test drives. */
async function mailedGiftLink(to: string): Promise<string> {
  const link = (await mailedLinks(stage.platform, to, ringside())).find((url) => url.pathname === '/gifts/redeem');
  if (!link) throw new Error(`no gift link was mailed to ${to}`);
  return link.href;
}

describe('a gift of the championship', () => {
  let friend: FreshAccount;
  let giftLink: string;

  it('is sent by a customer, who pays with the test card and is told where the code went', async () => {
    friend = await createRingsideAccount(stage.platform);
    const sender = await createRingsideAccount(stage.platform);
    const page = await newPage();
    await signInThroughForm(page, `${ringside()}/login?from=${encodeURIComponent('/gifts')}`, sender);
    await page.waitForURL((url) => url.pathname === '/gifts');
    await page.getByRole('heading', { name: 'Gift the Championship 12 pay-per-view' }).waitFor();
    await page.getByRole('link', { name: 'Send Gift the Championship 12 pay-per-view as a gift' }).click();

    // A pay-per-view lasts for good: no length to choose.
    await page.getByRole('heading', { name: /Who is it for\?/ }).waitFor();
    expect(await page.getByLabel('How long').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Please enter the email address of whoever receives the gift.').waitFor();
    await page.getByRole('textbox', { name: "Recipient's email" }).fill(friend.email);
    await page.getByLabel(/A note for them/).fill('Ringside seats on me. Enjoy the fight!');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText(`For ${friend.email}`).waitFor();
    expect(await summary.innerText()).toContain('Gift the Championship 12 pay-per-view');
    await enterCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('heading', { name: `Gift sent to ${friend.email}` }).waitFor();

    giftLink = await mailedGiftLink(friend.email);
    expect(new URL(giftLink).searchParams.get('code')).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  });

  it('is redeemed by the friend, new to Ringside, from the emailed link, and the event is unlocked', async () => {
    const page = await newPage();
    await page.goto(giftLink);
    await page.getByRole('heading', { name: 'Gift the Championship 12 pay-per-view' }).waitFor();
    expect(await page.getByText('Ringside seats on me. Enjoy the fight!').count()).toBe(1);

    // Redeeming needs the account: sign in on the way, and back to the same code.
    await page.getByRole('link', { name: 'Sign in to redeem' }).click();
    await page.getByRole('heading', { name: 'Sign in to watch' }).waitFor();
    await fillSignInForm(page, friend);
    await page.waitForURL((url) => url.pathname === '/gifts/redeem' && url.search === new URL(giftLink).search);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('heading', { name: 'Your gift is ready' }).waitFor();

    await page.getByRole('link', { name: /^Watch / }).click();
    await page.waitForURL((url) => url.pathname === '/live/4');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('locked-title').count()).toBe(0);
    // And so after a reload too: the platform holds the licence, not only this page.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('locked-title').count()).toBe(0);
  });

  it('says the same code has been redeemed already', async () => {
    const page = await newPage();
    await page.goto(giftLink);
    await page.getByText('This gift has already been redeemed.').waitFor();
    expect(await page.getByRole('button', { name: 'Redeem' }).count()).toBe(0);
  });

  it('says an unknown code names no gift', async () => {
    const page = await newPage();
    await page.goto(`${ringside()}/gifts/redeem`);
    await page.getByLabel(/Gift code/).fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByText('No gift has this code. Check it and try again.').waitFor();
  });
});

describe('a realm without gifting', () => {
  it('has no gift pages', async () => {
    const page = await newPage();
    await page.goto(`${acme()}/gifts/redeem?code=ZZZZ-ZZZZ-ZZZZ-ZZZZ`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
