/**
 * Spec §2 section values: subscriptions, accountdetails, paymentdetails,
 * preferences, accountsecurity, partitions. Subscriptions and partitions come
 * with their own issues: until then they have no tab, and asking for one shows
 * the account details.
 *
 * Its own module: the route config (main chunk) reads the section to start the
 * right query, without importing the screen.
 */
export const ACCOUNT_SECTIONS = ['accountdetails', 'paymentdetails', 'accountsecurity', 'preferences'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function accountSectionOf(value: unknown): AccountSection {
  return (ACCOUNT_SECTIONS as readonly unknown[]).includes(value) ? (value as AccountSection) : 'accountdetails';
}
