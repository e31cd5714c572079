// The test card provider's bank: which numbers are cards at all (Luhn), their
// brand, and how the well-known test numbers behave (as Stripe's do). Any other
// number that passes the checks behaves like 4242 4242 4242 4242.

export type CardBehaviour = 'SUCCEED' | 'DECLINE' | 'INSUFFICIENT_FUNDS' | 'REQUIRE_AUTHORISATION';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'SUCCEED',
  '5555555555554444': 'SUCCEED',
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000002500003155': 'REQUIRE_AUTHORISATION',
};

export type CardProblem = 'CARD_NUMBER_INVALID' | 'CARD_EXPIRED' | 'CARD_EXPIRY_INVALID' | 'CVC_INVALID';

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The digits of a typed number ("4242 4242-4242 4242"), or null when it holds anything else. */
export function digitsOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^[0-9]{12,19}$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its leading digits (lower case, as card brands are usually keyed). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** A two-digit year is this century's. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * Checks a typed card as a provider's tokeniser does, one problem told, the
 * first in form order: the number, the expiry, then the security code.
 */
export function checkCard(input: CardInput, now: Date): { ok: true; card: CheckedCard } | { ok: false; code: CardProblem } {
  const digits = digitsOf(input.number);
  if (!digits || !passesLuhn(digits)) return { ok: false, code: 'CARD_NUMBER_INVALID' };
  const expYear = fullYear(input.expYear);
  if (input.expMonth < 1 || input.expMonth > 12 || expYear > now.getUTCFullYear() + 50) return { ok: false, code: 'CARD_EXPIRY_INVALID' };
  // A card works until the end of its expiry month.
  if (now.getTime() >= Date.UTC(expYear, input.expMonth, 1)) return { ok: false, code: 'CARD_EXPIRED' };
  if (!/^[0-9]{3,4}$/.test(input.cvc.trim())) return { ok: false, code: 'CVC_INVALID' };
  return {
    ok: true,
    card: {
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: input.expMonth,
      expYear,
      behaviour: TEST_CARDS[digits] ?? 'SUCCEED',
    },
  };
}
