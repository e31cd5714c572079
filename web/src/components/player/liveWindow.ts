/**
 * Where a live viewer is within the stream: the range they may seek (the
 * DVR window), the live edge and how far behind it they are.
 *
 * The live edge is hls.js's live sync position (a few segments before the
 * newest, where it starts and where "go to live" lands), or the end of the
 * seekable range when hls.js is not playing (native HLS).
 */
export interface LivePosition {
  /** Earliest time the viewer may seek to (media time). */
  start: number;
  /** The live edge (media time). */
  edge: number;
  /** Seconds behind the live edge (0 at the edge). */
  behind: number;
  /** Close enough to the edge to be called live: the LIVE button lights up. */
  atEdge: boolean;
  /** How close to the edge counts as live, in seconds (the seek bar says "Live" there too). */
  tolerance: number;
  /** Whether the seek bar is offered: only with a DVR window. */
  canSeek: boolean;
}

export function livePosition({
  currentTime,
  seekableStart,
  seekableEnd,
  liveSyncPosition,
  dvrWindowSeconds,
  targetDuration,
}: {
  currentTime: number;
  seekableStart: number;
  seekableEnd: number;
  liveSyncPosition: number | null;
  /** Playback.dvrWindowSeconds: null without DVR. */
  dvrWindowSeconds: number | null;
  /** The playlist's segment target duration, in seconds; it sets how close "at the edge" is. */
  targetDuration: number | null;
}): LivePosition {
  const edge = Math.max(seekableStart, liveSyncPosition ?? seekableEnd);
  const start = dvrWindowSeconds ? Math.max(seekableStart, edge - dvrWindowSeconds) : edge;
  const behind = Math.max(0, edge - currentTime);
  // Playback drifts a segment or two behind the sync position as the playlist grows.
  const tolerance = Math.max(3, 2 * (targetDuration ?? 2));
  return { start, edge, behind, atEdge: behind <= tolerance, tolerance, canSeek: !!dvrWindowSeconds && edge - start > tolerance };
}
