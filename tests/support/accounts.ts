// Fresh accounts for tests that change what an account holds (password,
// email, sessions), so that the shared demo accounts stay as the README says.
// Made the way a viewer makes one: sign-up on ringside (the realm that allows
// it), the confirmation link from the development mailbox, then the details
// ringside requires, so that no missing-details modal gets in the way.
import { randomUUID } from 'node:crypto';
import { mailedLinks } from './mailbox.ts';
import type { RunningPlatform } from './platform.ts';

export interface FreshAccount {
  email: string;
  password: string;
}

function restHeaders(realm: string, accessToken?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-api-key': 'ringside-demo-key',
    realm,
    'x-app': 'tests',
    'x-app-version': '1.0.0',
    'x-device-id': 'test-support-accounts',
    'accept-language': 'en',
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  };
}

async function rest<T>(platform: RunningPlatform, method: string, path: string, body: unknown, accessToken?: string): Promise<T> {
  const response = await fetch(new URL(path, platform.upstreamUrl), {
    method,
    headers: restHeaders('ringside', accessToken),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * A new, confirmed ringside customer. With `completeDetails` (the default) the
 * details ringside requires are filled in and the terms accepted, so signing
 * in shows neither the missing-details nor the consent modal. The account has
 * no open session: sign in as the test needs.
 */
export async function createRingsideAccount(
  platform: RunningPlatform,
  { password = 'first-pass-1', completeDetails = true }: { password?: string; completeDetails?: boolean } = {},
): Promise<FreshAccount> {
  const email = `viewer-${randomUUID().slice(0, 8)}@example.com`;
  await rest(platform, 'POST', '/api/v2/user', {
    email,
    secret: password,
    consentAnswers: [{ promptField: 'termsAndConditions', answer: 'true' }, { promptField: 'emailMarketing', answer: 'false' }],
    meta_fields: { fullName: 'Casey Test', country: 'BR' },
  });
  const [link] = await mailedLinks(platform, email);
  const confirmationToken = link?.searchParams.get('token');
  if (!confirmationToken) throw new Error(`no confirmation link was mailed to ${email}`);
  const tokens = await rest<{ authorisationToken: string }>(platform, 'POST', '/api/v2/confirmation-token/verify', { confirmationToken });
  if (completeDetails) {
    await rest(
      platform,
      'PUT',
      '/api/v2/user/profile',
      { contactEmail: email, name: { fullName: 'Casey Test', preferredName: 'Casey' }, birthDate: '1991-05-17', taxNumber: '529.982.247-25', phoneNumber: '+5511987654321' },
      tokens.authorisationToken,
    );
  }
  // The confirmation signed in; that session is the helper's, not the test's: end it.
  await rest(platform, 'POST', '/api/v2/logout', {}, tokens.authorisationToken);
  return { email, password };
}
