// @vitest-environment node
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cardMessage, hasCardMessage } from './cardMessages.ts';

// The keys come from the printed schema, so a key added there without words here fails.
const schema = readFileSync(new URL('../../../../schema/schema.graphql', import.meta.url), 'utf8');

/** The keys CardPayload.userErrors lists ("Keys: a, b (…), c."). */
function cardPayloadKeys(): string[] {
  const sentence = /Why it was refused; empty on success\. Keys: [^\n]*/.exec(schema.slice(schema.indexOf('type CardPayload')))?.[0] ?? '';
  const list = sentence.replace(/\([^)]*\)/g, '').replace(/^.*Keys: /, '');
  return list.split(',').map((key) => key.trim().replace(/\.$/, '')).filter(Boolean);
}

describe('the saved cards’ message keys', () => {
  it('word every refusal the schema names', () => {
    const keys = cardPayloadKeys();
    expect(keys).toEqual(expect.arrayContaining(['CARD_IN_USE', 'CARD_EXPIRED', 'cardNotFound', 'cardRequired']));
    expect(keys.filter((key) => !hasCardMessage(key))).toEqual([]);
  });

  it('word any other key as the app’s common errors do', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(cardMessage(i18n, 'CARD_IN_USE')).toBe('This card pays for a running subscription. Add or choose another card first.');
    expect(cardMessage(i18n, 'SOMETHING_NEW')).toBe('Something went wrong. Please try again.');
  });
});
