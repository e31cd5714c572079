/**
 * The track that matches a viewer's language preference (`subTitleLanguage`,
 * `audioLanguage`): the same tag first (`pt-BR`), then the same language
 * (`pt-BR` finds `pt`, `pt` finds `pt-PT`). An empty preference means none
 * (for subtitles: off).
 */
export function matchLanguage<T>(preference: string | null | undefined, tracks: readonly T[], languageOf: (track: T) => string): T | null {
  if (!preference) return null;
  const wanted = preference.toLowerCase();
  const primary = wanted.split('-')[0];
  return (
    tracks.find((track) => languageOf(track).toLowerCase() === wanted) ??
    tracks.find((track) => languageOf(track).toLowerCase().split('-')[0] === primary) ??
    null
  );
}
