// @vitest-environment node
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { checkoutMessage, declineKey, hasCheckoutMessage } from './checkoutMessages.ts';

// The keys come from the printed schema, so a key added there without words here fails.
const schema = readFileSync(new URL('../../../../schema/schema.graphql', import.meta.url), 'utf8');

function enumValues(name: string): string[] {
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Z_]+$/.test(line));
}

/** The message keys a description lists ("Keys: a, b and c"): the words that look like keys. */
function keysIn(sentence: RegExp): string[] {
  const text = sentence.exec(schema)?.[0] ?? '';
  return [...text.matchAll(/\b([A-Z][A-Z_]{3,}|[a-z]+[A-Z][A-Za-z]+)\b/g)].map((match) => match[1]!).filter((key) => key !== 'VoucherRejection');
}

describe('the checkout’s message keys', () => {
  it.each([
    ['every promo code rejection', enumValues('VoucherRejection')],
    ['every refusal of a basket change', keysIn(/Why the change was refused[^\n]*/)],
    ['every refusal to pay', keysIn(/Why the payment was not attempted[^\n]*/)],
    ['the decline codes the schema names', keysIn(/the provider's reason, also a message key \([^)]*\)/)],
  ])('word %s', (_what, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !hasCheckoutMessage(key))).toEqual([]);
  });

  it('word a decline the app has no words for as a decline, never as a generic error', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(checkoutMessage(i18n, declineKey('DO_NOT_HONOR'))).toBe('Your payment was declined. Nothing was charged. Try another card or payment method.');
    expect(checkoutMessage(i18n, declineKey(null))).toBe('Your payment was declined. Nothing was charged. Try another card or payment method.');
  });
});
