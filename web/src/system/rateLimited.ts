// A limit the gateway or the platform met (GraphQL error code RATE_LIMITED,
// with `extensions.retryAfterSeconds`): the viewer is told to wait and for how
// long, never that the platform is down.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GraphQLCodedError } from './graphQLErrors.ts';

/** Seconds to wait when `error` is a RATE_LIMITED refusal; null for any other error. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!(error instanceof GraphQLCodedError) || error.code !== 'RATE_LIMITED') return null;
  const seconds = Number(error.errors[0]?.extensions?.['retryAfterSeconds']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** "Too many attempts. Please try again in 2 minutes." in the viewer's language. */
export function tooManyAttemptsMessage(i18n: I18n, retryAfterSeconds: number): string {
  // Seconds read as seconds up to a minute and a half; longer waits in whole minutes.
  const minutes = retryAfterSeconds > 90 ? Math.ceil(retryAfterSeconds / 60) : null;
  const duration = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: minutes ? 'minute' : 'second', unitDisplay: 'long' }).format(
    minutes ?? retryAfterSeconds,
  );
  return i18n._(msg`Too many attempts. Please try again in ${duration}.`);
}
