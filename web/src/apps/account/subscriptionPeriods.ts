// How often a subscription renews, as a price reads it: "€11.99 a month".
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const PER_PERIOD: Record<string, MessageDescriptor> = {
  MONTH: msg`a month`,
  THREE_MONTHS: msg`every 3 months`,
  SIX_MONTHS: msg`every 6 months`,
  YEAR: msg`a year`,
};

/** "a month", "a year"…; empty for a period we have no words for (the price then stands alone). */
export function perPeriod(i18n: I18n, period: string | null | undefined): string {
  const descriptor = period ? PER_PERIOD[period] : undefined;
  return descriptor ? i18n._(descriptor) : '';
}

const PERIOD_NAMES: Record<string, MessageDescriptor> = {
  MONTH: msg`Monthly`,
  THREE_MONTHS: msg`Every 3 months`,
  SIX_MONTHS: msg`Every 6 months`,
  YEAR: msg`Yearly`,
};

/** "Monthly", "Yearly"…: how a plan is billed, beside its name. */
export function periodName(i18n: I18n, period: string | null | undefined): string {
  const descriptor = period ? PERIOD_NAMES[period] : undefined;
  return descriptor ? i18n._(descriptor) : '';
}
