// A gift's redemption code: 16 characters of Crockford's base32 (80 random
// bits), read out as XXXX-XXXX-XXXX-XXXX. The alphabet has no I, L, O or U, and
// a typed O is read as 0, I and L as 1, so nothing can be misread. The
// recipient types it in any case, with or without dashes or spaces. Only its
// SHA-256 is kept: the code itself exists in the email alone.
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;

/** A new code, grouped for reading: `K7QM-2XWD-9HPT-R4NB`. */
export function newGiftCode(): string {
  // 32 symbols: five bits of each random byte, no bias.
  const characters = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]!);
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** The code as typed, in its stored form (upper case, no separators, look-alikes read), or null when it cannot be a code. */
export function normaliseGiftCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === LENGTH && [...code].every((character) => ALPHABET.includes(character)) ? code : null;
}

export function giftCodeHash(normalised: string): string {
  return createHash('sha256').update(normalised).digest('base64url');
}
