// @vitest-environment node
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { declineMessageKey, hasSubscriptionMessage, subscriptionMessage } from './subscriptionMessages.ts';

// The keys come from the printed schema, so a key added there without words here fails.
const schema = readFileSync(new URL('../../../../schema/schema.graphql', import.meta.url), 'utf8');

/** The keys SubscriptionPayload.userErrors lists ("Keys: a, b, c."). */
function subscriptionPayloadKeys(): string[] {
  const sentence = /Why it was refused; empty on success\. Keys: [^\n]*/.exec(schema.slice(schema.indexOf('type SubscriptionPayload')))?.[0] ?? '';
  const list = sentence.replace(/\([^)]*\)/g, '').replace(/^.*Keys: /, '').replace(/"\s*$/, '');
  return list.split(',').map((key) => key.trim().replace(/\.$/, '')).filter(Boolean);
}

describe('the subscriptions’ message keys', () => {
  it('word every refusal the schema names', () => {
    const keys = subscriptionPayloadKeys();
    expect(keys).toEqual(expect.arrayContaining(['SUBSCRIPTION_ENDED', 'ALREADY_LICENSED', 'PRICE_MIGRATION_DEADLINE_PASSED', 'subscriptionNotFound']));
    expect(keys.filter((key) => !hasSubscriptionMessage(key))).toEqual([]);
  });

  it('word a decline by its code, an unknown one as a plain decline, and any other key as the app’s common errors do', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(subscriptionMessage(i18n, declineMessageKey('INSUFFICIENT_FUNDS'))).toBe(
      'Your card was declined for insufficient funds. Nothing was charged and your plan is unchanged.',
    );
    expect(declineMessageKey('SOMETHING_ODD')).toBe('paymentDeclined');
    expect(subscriptionMessage(i18n, 'SOMETHING_NEW')).toBe('Something went wrong. Please try again.');
  });
});
