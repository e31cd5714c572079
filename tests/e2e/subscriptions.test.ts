// The account's subscriptions in Chromium, as a subscriber manages them
// (/account?section=subscriptions): a new subscriber on a free trial cancels
// after being told until when they keep watching, changes their mind, switches
// to the yearly plan during the trial and chooses another card for renewals on
// PAYMENT_UPDATE; the demo fan accepts Premium Monthly's coming price and
// upgrades to yearly, paying the prorated difference the preview showed.
//
// Every end-to-end file runs its own platform on a throwaway database
// (support/platform.ts), so the demo fan's changes here reach no other file.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRingsideAccount, type FreshAccount } from '../support/accounts.ts';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { signedInThroughGateway } from '../support/gatewaySignIn.ts';
import { demoCustomers, signInThroughForm, type Credentials } from '../support/session.ts';
import { tokeniseTestCard } from '../support/testCard.ts';

const stage = usePlatformInChromium();
const ringside = () => `http://localhost:${stage.platform.port}`;

const newPage = usePages(stage);

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/subscriptions-${name}.png`, fullPage: true });
}

async function signedInPage(credentials: Credentials, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughForm(page, `${ringside()}/login`, credentials);
  return page;
}

/** A date as the page writes it (spec §9 DD/MM/YYYY), on this machine's calendar, as the browser's. */
function day(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

async function apiAs(credentials: Credentials) {
  const ask = await signedInThroughGateway(stage.platform, credentials);
  return async <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => {
    const result = await ask<T>(query, variables);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
}

/**
 * A new customer on a Premium Monthly trial paid with the test Visa, with a
 * Mastercard saved beside it: arranged through the gateway as an app would,
 * the checkout itself being checkout.test.ts's story.
 */
async function freshSubscriber(): Promise<FreshAccount> {
  const account = await createRingsideAccount(stage.platform);
  const as = await apiAs(account);
  const basket = (await as('mutation { chooseLicence(input: { licenceId: "1" }) { basket { paymentProviders { name type publishableKey } } } }'))
    .chooseLicence.basket;
  const provider = basket.paymentProviders.find((candidate: { type: string }) => candidate.type === 'CREDIT_CARD');
  const paid = await as(`mutation ($input: PayBasketInput!) { payBasket(input: $input) { payment { status } } }`, {
    input: {
      idempotencyKey: randomUUID(),
      provider: provider.name,
      cardToken: await tokeniseTestCard(stage.platform, '4242424242424242', provider.publishableKey),
      returnPath: '/payment/authorization',
    },
  });
  expect(paid.payBasket.payment.status).toBe('SUCCEEDED');
  const added = await as(`mutation ($token: String!) { addCard(input: { cardToken: $token }) { userErrors { messageKey } } }`, {
    token: await tokeniseTestCard(stage.platform, '5555555555554444', provider.publishableKey),
  });
  expect(added.addCard.userErrors).toEqual([]);
  return account;
}

async function openSubscriptions(page: Page) {
  await page.goto(`${ringside()}/account?section=subscriptions`);
  await page.getByRole('heading', { name: 'Subscriptions', level: 2 }).waitFor();
}

const subscriptionRow = (page: Page, licence: string): Locator =>
  page.getByTestId('subscription').filter({ has: page.getByRole('heading', { name: licence, level: 3 }) });

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

describe('a new subscriber on a free trial', () => {
  it('cancels after being told until when they keep watching, reactivates, switches to yearly and changes the card', async () => {
    const account = await freshSubscriber();
    const [{ trialEndsAt }] = (await (await apiAs(account))('{ viewer { account { subscriptions { trialEndsAt } } } }')).viewer.account.subscriptions;
    const trialEnd = day(trialEndsAt);
    const page = await signedInPage(account);

    // The legacy address (spec §2) opens the tab.
    await page.goto(`${ringside()}/subscriptions`);
    await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('section') === 'subscriptions');
    const monthly = subscriptionRow(page, 'Premium Monthly');
    await monthly.getByText(`Free trial until ${trialEnd}`).waitFor();
    expect(await monthly.innerText()).toContain(`Then R$39.90 on ${trialEnd}`);
    expect(await monthly.getByText('Renews with').innerText()).toContain('Renews with Visa •••• 4242');
    await shoot(page, 'trial-desktop');

    // Cancel: the confirm step first, which says until when.
    await monthly.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancelStep = monthly.getByRole('group', { name: 'Cancel Premium Monthly?' });
    await cancelStep.getByText(`Your free trial goes on until ${trialEnd}, and you will not be charged.`).waitFor();
    await shoot(page, 'confirm-cancellation');
    await cancelStep.getByRole('button', { name: 'Yes, cancel' }).click();
    await toast(page, `Your subscription is cancelled. You can watch until ${trialEnd}.`).waitFor();
    await monthly.getByText(`Cancelled — access until ${trialEnd}`).waitFor();
    expect(await cancelStep.count()).toBe(0);

    // A reload shows what the platform holds.
    await page.reload();
    await monthly.getByText(`Cancelled — access until ${trialEnd}`).waitFor();
    await shoot(page, 'cancelled');
    await monthly.getByRole('button', { name: 'Reactivate' }).click();
    const reactivateStep = monthly.getByRole('group', { name: 'Reactivate Premium Monthly?' });
    await reactivateStep.getByRole('button', { name: 'Yes, reactivate' }).click();
    await toast(page, 'Premium Monthly renews again.').waitFor();
    await monthly.getByText(`Free trial until ${trialEnd}`).waitFor();

    // Yearly during the trial: nothing to pay now, the trial keeps its end.
    await monthly.getByRole('button', { name: 'Change plan' }).click();
    await monthly.getByRole('radio', { name: /Premium Yearly/ }).check();
    const preview = monthly.getByTestId('change-preview');
    await preview.getByText(`You switch to Premium Yearly now and pay nothing today. Your free trial still ends on ${trialEnd}`, { exact: false }).waitFor();
    await shoot(page, 'change-plan');
    await preview.getByRole('button', { name: 'Switch now' }).click();
    await toast(page, 'You are now on Premium Yearly.').waitFor();
    const yearly = subscriptionRow(page, 'Premium Yearly');
    await yearly.getByText(`Free trial until ${trialEnd}`).waitFor();
    expect(await yearly.innerText()).toContain(`Then R$399.00 on ${trialEnd}`);

    // Another card for the renewals, on PAYMENT_UPDATE.
    await yearly.getByRole('link', { name: 'Change the card of Premium Yearly' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/update' && url.searchParams.has('subscription'));
    await page.getByRole('heading', { name: 'Change card', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: /Visa ending in 4242/ }).isChecked()).toBe(true);
    await shoot(page, 'payment-update');
    await page.getByRole('radio', { name: /Mastercard ending in 4444/ }).check();
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('section') === 'subscriptions');
    await subscriptionRow(page, 'Premium Yearly').getByText('Mastercard •••• 4444').waitFor();
  });
});

describe('the demo fan, on Premium Monthly with a price change coming', () => {
  it('accepts the new price, then upgrades to yearly paying what the preview said', async () => {
    const as = await apiAs(demoCustomers.ringside);
    const [fan] = (await as(`{ viewer { account { subscriptions { nextCharge { date } upcomingPriceMigration { effectiveAt deadline } } } } }`)).viewer
      .account.subscriptions;
    const page = await signedInPage(demoCustomers.ringside);
    await openSubscriptions(page);
    const monthly = subscriptionRow(page, 'Premium Monthly');
    await monthly.getByText(`Next charge: €9.99 on ${day(fan.nextCharge.date)}`).waitFor();

    const notice = monthly.getByTestId('price-migration');
    const effective = day(fan.upcomingPriceMigration.effectiveAt);
    const deadline = day(fan.upcomingPriceMigration.deadline);
    expect(await notice.innerText()).toContain(
      `From ${effective}, Premium Monthly costs €11.99. Accept the new price by ${deadline} to keep your subscription`,
    );
    await shoot(page, 'active-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'active-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });

    await notice.getByRole('button', { name: 'Accept new price' }).click();
    await toast(page, 'You accepted the new price of Premium Monthly.').waitFor();
    await monthly.getByText(`New price accepted: €11.99 from ${effective}`).waitFor();
    expect(await notice.count()).toBe(0);

    await monthly.getByRole('button', { name: 'Change plan' }).click();
    await monthly.getByRole('radio', { name: /Premium Yearly/ }).check();
    const preview = monthly.getByTestId('change-preview');
    const pay = preview.getByRole('button', { name: /^Pay €[\d.,]+ and switch$/ });
    await pay.waitFor();
    const charge = /^Pay (€[\d.,]+) and switch$/.exec(await pay.innerText())![1]!;
    expect(await preview.innerText()).toMatch(
      new RegExp(`Premium Yearly costs €99\\.99 a year\\. You pay ${charge.replace('.', '\\.')} now: its price less €[\\d.]+ for the unused part`),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'upgrade-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });
    await pay.click();
    await toast(page, 'You are now on Premium Yearly.').waitFor();
    const yearly = subscriptionRow(page, 'Premium Yearly');
    const nextYear = new Date(Date.now() + 365 * 86_400_000);
    await yearly.getByText(new RegExp(`^Next charge: €[\\d.,]+ on \\d\\d/\\d\\d/${nextYear.getFullYear()}$`)).waitFor();
    expect(await page.getByTestId('subscription').count()).toBe(1);
  });
});
