/**
 * Clock-style media times, as every player shows them: `0:05`, `12:34`,
 * `1:02:03`. Not `Intl`: a duration has no locale-specific digits grouping in
 * the players viewers know, and `Intl.DurationFormat` is not in every browser yet.
 */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(secs).padStart(2, '0')}`;
}

/** How far behind the live edge the viewer is, as live players show it: `-0:42`. */
export function formatBehindLive(seconds: number): string {
  return `-${formatTime(seconds)}`;
}
