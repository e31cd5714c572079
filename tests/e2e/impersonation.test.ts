// Support staff see the product as a customer does: an admin gets an
// impersonation link, opens it, and every page shows the overlay with the
// customer's external id until they end it.
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { graphql } from '../support/graphql.ts';

const stage = usePlatformInChromium();

const asAdmin = (token: string, query: string, variables?: Record<string, unknown>) =>
  graphql(stage.platform.url, query, { host: 'localhost', variables, headers: { authorization: `Bearer ${token}` } });

describe('an admin impersonating a customer', () => {
  it('opens the link, sees the overlay on every page, and ends it', async () => {
    const signIn = await graphql(
      stage.platform.url,
      `mutation { signIn(input: { email: "admin@ringside.test", password: "ringside-admin", tokenDelivery: BODY }) { tokens { accessToken } } }`,
      { host: 'localhost' },
    );
    const admin = signIn.data!.signIn.tokens.accessToken as string;
    const found = await asAdmin(admin, `{ customersByEmail(email: "fan@ringside") { exid email } }`);
    const [customer] = found.data!.customersByEmail;
    const created = await asAdmin(
      admin,
      `mutation ($email: String!) { createImpersonationToken(input: { email: $email }) { impersonationPath userErrors { messageKey } } }`,
      { email: customer.email },
    );
    const { impersonationPath } = created.data!.createImpersonationToken;

    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}${impersonationPath}`);
    const overlay = page.getByRole('status', { name: 'Impersonation' });
    await overlay.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await overlay.textContent()).toContain('Impersonating');
    expect(await page.getByTestId('impersonation-exid').textContent()).toBe(customer.exid);
    // The browser the admin opened it in is all the customer's sessions there are: a web app in Chromium.
    expect(await overlay.textContent()).toMatch(/Deviceweb · Chrome on \w+/);
    expect(await overlay.textContent()).toContain('LocationUnknown');

    // It stays on every page.
    await page.goto(`http://localhost:${stage.platform.port}/browse`);
    await overlay.waitFor();

    // The link was good once.
    const second = await stage.browser.newPage();
    await second.goto(`http://localhost:${stage.platform.port}${impersonationPath}`);
    await second.getByRole('heading', { name: 'Impersonation failed' }).waitFor();
    await second.close();

    await page.getByRole('button', { name: 'End impersonation' }).click();
    await expect.poll(() => overlay.count()).toBe(0);
    await page.close();
  });

  it('lets a signed-in admin find the customer on /impersonate and start from there', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/login?from=%2Fimpersonate`);
    await page.getByLabel('Email').fill('admin@ringside.test');
    await page.getByLabel('Password', { exact: false }).first().fill('ringside-admin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Impersonate a customer' }).waitFor();

    await page.getByLabel("Customer's email").fill('fan@');
    await page.getByRole('button', { name: 'Find customers' }).click();
    const result = page.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({ hasText: 'fan@ringside.test' });
    const exid = /RS-[0-9A-F]{10}/.exec((await result.textContent()) ?? '')?.[0];
    expect(exid).toBeTruthy();
    await result.getByRole('button', { name: 'Impersonate' }).click();

    const overlay = page.getByRole('status', { name: 'Impersonation' });
    await overlay.waitFor();
    expect(await page.getByTestId('impersonation-exid').textContent()).toBe(exid);
    await page.close();
  });
});
