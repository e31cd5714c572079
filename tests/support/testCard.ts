// The test card provider's tokens, got the way its card field gets them in the
// browser: the card goes to the provider directly (never through the gateway),
// which answers a token that paying with the card then names.
import { expect } from 'vitest';
import type { RunningPlatform } from './platform.ts';

/** A token for the test card `number`, from the provider that `publishableKey` belongs to. */
export async function tokeniseTestCard(platform: RunningPlatform, number: string, publishableKey: string): Promise<string> {
  const response = await fetch(new URL('/provider/test-card/tokens', platform.upstreamUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', publishableKey }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}
