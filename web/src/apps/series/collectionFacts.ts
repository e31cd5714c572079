// The facts an enhanced metadata view (spec §3 ENHANCED_METADATA_VIEWS) shows
// for a series or a season, worked out from its episodes: the schema has no
// year or genre of a series of its own, and its episodes carry both.

/** '2024', or '2023–2025' when the episodes came out over several years; null without episodes. */
export function yearSpan(releasedAt: readonly string[]): string | null {
  const years = releasedAt.map((iso) => new Date(iso).getUTCFullYear()).filter((year) => Number.isFinite(year));
  if (years.length === 0) return null;
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

/**
 * The genres of a collection: its episodes' tags, the most frequent first
 * (ties in the order they first appear), at most `max` of them.
 */
export function genresOf(tagLists: readonly (readonly string[])[], max = 5): string[] {
  const counts = new Map<string, number>();
  for (const tags of tagLists) for (const tag of new Set(tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .map(([tag, count], order) => ({ tag, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, max)
    .map(({ tag }) => tag);
}

/** Total running time in seconds. */
export function totalDuration(durations: readonly number[]): number {
  return durations.reduce((sum, seconds) => sum + seconds, 0);
}
