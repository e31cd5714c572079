// Texts are stored per language ({"en": "Home", "pt": "Início"}); a request gets
// its own language when the realm offers it, else the realm's default.

export type LocalisedText = Record<string, string>;

/** The first language of an Accept-Language value (or `lk`) that the realm offers. */
export function negotiateLanguage(
  requested: string | undefined,
  offered: readonly string[],
  fallback: string,
): string {
  if (!requested) return fallback;
  const candidates = requested
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.replace(/_/g, '-').toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((candidate) => candidate.tag && candidate.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of candidates) {
    const primary = tag.split('-')[0]!;
    if (offered.includes(primary)) return primary;
  }
  return fallback;
}

export function localise(text: LocalisedText | null | undefined, language: string, fallback: string): string {
  if (!text) return '';
  return text[language] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}
