// Signing in the way a viewer does, for end-to-end tests: through the LOGIN
// page's form. Resolves once the app has rebuilt itself for the signed-in
// viewer (the sign-in page is gone), without waiting a fixed time.
import type { Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo accounts of backend/src/seed/demoAccounts.ts. */
export const demoCustomers = {
  ringside: { email: 'fan@ringside.test', password: 'ringside-fan' },
  acme: { email: 'fan@acme.test', password: 'acme-fan' },
} as const satisfies Record<string, Credentials>;

export const demoAdmins = {
  ringside: { email: 'admin@ringside.test', password: 'ringside-admin' },
  acme: { email: 'admin@acme.test', password: 'acme-admin' },
} as const satisfies Record<string, Credentials>;

/** Fills in and sends the sign-in form on the current page (which must be LOGIN). */
export async function fillSignInForm(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens `loginUrl` (e.g. `http://localhost:4000/login?from=/account`), signs in
 * and waits until the viewer has left the sign-in page. Rejects with the page's
 * error text if the sign-in is refused.
 */
export async function signInThroughForm(page: Page, loginUrl: string, credentials: Credentials): Promise<void> {
  await page.goto(loginUrl);
  await page.getByRole('heading', { name: 'Sign in to watch' }).waitFor();
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useSignInMutation'),
  );
  await fillSignInForm(page, credentials);
  const body = (await (await answer).json()) as { data?: { signIn?: { userErrors: { messageKey: string }[] } } };
  const problems = body.data?.signIn?.userErrors ?? [];
  if (problems.length > 0) throw new Error(`sign-in refused: ${problems.map((problem) => problem.messageKey).join(', ')}`);
  await page.waitForURL((url) => !/\/login$/.test(url.pathname));
  // The app is rebuilt for the new session; the sign-in page stays on screen until
  // the new app's frame (and the realm's labels) are in, then the page it led to shows.
  await page.getByRole('heading', { name: 'Sign in to watch' }).waitFor({ state: 'detached' });
}
