import type { WatchProgress } from '../__generated__/resolvers-types.ts';
import type { Answer } from '../lib/upstream.ts';

export type UpstreamWatchPosition = Answer<'/api/v2/user/watch-positions/{id}', 'PUT'>;

export function toWatchProgress(position: UpstreamWatchPosition): WatchProgress {
  return {
    position: position.position,
    duration: position.duration,
    fraction: Math.min(1, position.position / position.duration),
    resumePosition: position.resumePosition,
    finished: position.finished,
    watchedAt: position.watchedAt,
  };
}
