// The viewer's language, as one of the realm's. Accept-Language is free text:
// answering in whatever tag it names would make every random value its own
// upstream call and its own entry in the shared init/menu cache. Negotiated
// against the realm's languages, a request can only ever name one of those.

/** At most this many Accept-Language entries are read (browsers send a handful). */
const MAX_ENTRIES = 16;

/** The header's language ranges, best first (by q, then by order); `*` and q=0 left out. */
export function languageRanges(acceptLanguage: string | null | undefined): string[] {
  const ranges: { tag: string; q: number; index: number }[] = [];
  for (const [index, entry] of (acceptLanguage ?? '').split(',').slice(0, MAX_ENTRIES).entries()) {
    const [rawTag = '', ...params] = entry.split(';');
    const tag = rawTag.trim().replace(/_/g, '-').toLowerCase();
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    ranges.push({ tag, q, index });
  }
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map((range) => range.tag);
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
