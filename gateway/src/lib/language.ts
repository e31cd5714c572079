// The viewer's language, as one of the realm's. Accept-Language is free text:
// answering in whatever tag it names would make every random value its own
// upstream call and its own entry in the shared init/menu cache. Negotiated
// against the realm's languages, a request can only ever name one of those.

import Negotiator from 'negotiator';

/** At most this many Accept-Language entries are read (browsers send a handful). */
const MAX_ENTRIES = 16;

/** The header's language ranges, best first (by q, then by order), as `negotiator` reads them; `*` and q=0 left out. */
export function languageRanges(acceptLanguage: string | null | undefined): string[] {
  const bounded = (acceptLanguage ?? '').split(',').slice(0, MAX_ENTRIES).join(',');
  return new Negotiator({ headers: { 'accept-language': bounded } })
    .languages()
    .map((tag) => tag.replace(/_/g, '-').toLowerCase())
    .filter((tag) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag));
}

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The realm language that best answers Accept-Language: an exact match, else
 * one of the same primary language (`pt-BR` and `pt-PT` both get `pt`), else
 * the realm's default language.
 */
export function negotiateLanguage(
  acceptLanguage: string | null | undefined,
  realmLanguages: readonly string[],
  defaultLanguage: string,
): string {
  for (const range of languageRanges(acceptLanguage)) {
    const exact = realmLanguages.find((language) => language.toLowerCase() === range);
    if (exact) return exact;
    const sameFamily = realmLanguages.find((language) => primary(language) === primary(range));
    if (sameFamily) return sameFamily;
  }
  return defaultLanguage;
}
