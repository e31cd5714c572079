// The code a TV shows (backend/src/tvLogin): 8 letters without vowels, shown
// XXXX-XXXX. The field formats as the viewer types: upper case, the dash put
// in for them, anything that can never be part of a code left out.
const ALPHABET = /[BCDFGHJKLMNPQRSTVWXZ]/g;
export const USER_CODE_LENGTH = 8;

export function formatUserCode(input: string): string {
  const letters = (input.toUpperCase().match(ALPHABET) ?? []).join('').slice(0, USER_CODE_LENGTH);
  return letters.length > 4 ? `${letters.slice(0, 4)}-${letters.slice(4)}` : letters;
}

export function isCompleteUserCode(formatted: string): boolean {
  return formatted.replace('-', '').length === USER_CODE_LENGTH;
}
