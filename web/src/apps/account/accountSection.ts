/**
 * Spec §2 section values: subscriptions, accountdetails, paymentdetails,
 * preferences, accountsecurity, partitions. The partitions tab exists only in a
 * partitioned realm (AccountApp decides, from the realm); elsewhere asking for
 * it shows the account details.
 *
 * Its own module: the route config (main chunk) reads the section to start the
 * right query, without importing the screen.
 */
export const ACCOUNT_SECTIONS = ['accountdetails', 'subscriptions', 'paymentdetails', 'accountsecurity', 'preferences', 'partitions'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function accountSectionOf(value: unknown): AccountSection {
  return (ACCOUNT_SECTIONS as readonly unknown[]).includes(value) ? (value as AccountSection) : 'accountdetails';
}
