import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSaveWatchProgressMutation } from './__generated__/useSaveWatchProgressMutation.graphql.ts';

const mutation = graphql`
  mutation useSaveWatchProgressMutation($input: SaveWatchProgressInput!) {
    saveWatchProgress(input: $input) {
      video {
        watchProgress {
          position
          duration
          fraction
          resumePosition
          finished
          watchedAt
        }
      }
    }
  }
`;

/**
 * The lists a saved position reorders (Continue watching on home, the history
 * page) are marked stale, so the next visit reads them again instead of
 * showing the order they had before this video was watched.
 */
function markWatchListsStale(store: RecordSourceSelectorProxy) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  viewer?.getLinkedRecord('continueWatching', { first: 12 })?.invalidateRecord();
  viewer?.getLinkedRecord('__HistoryApp_watchHistory_connection')?.invalidateRecord();
}

/**
 * Saves where the viewer is in a video, as the player reports it (about every
 * 5 s while playing, on pause, on leaving). The same whole second twice is
 * sent once; a failed save is dropped: the next report carries a newer position.
 */
export function useSaveWatchProgress(videoInternalId: string) {
  const [commit] = useMutation<useSaveWatchProgressMutation>(mutation);
  const lastSent = useRef<number | null>(null);
  return useCallback(
    (positionSeconds: number, durationSeconds: number) => {
      if (!(durationSeconds > 0) || !Number.isFinite(durationSeconds)) return;
      const position = Math.floor(Math.min(positionSeconds, durationSeconds));
      if (position === lastSent.current) return;
      lastSent.current = position;
      commit({
        variables: { input: { videoInternalId, position, duration: durationSeconds } },
        updater: markWatchListsStale,
        onError: () => {
          lastSent.current = null;
        },
      });
    },
    [commit, videoInternalId],
  );
}
