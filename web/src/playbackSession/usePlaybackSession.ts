import { useEffect, useState } from 'react';
import { commitMutation, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { usePlaybackSession_playback$key } from './__generated__/usePlaybackSession_playback.graphql.ts';
import type { usePlaybackSessionEndMutation } from './__generated__/usePlaybackSessionEndMutation.graphql.ts';
import type {
  PlaybackStopReason,
  usePlaybackSessionHeartbeatMutation,
} from './__generated__/usePlaybackSessionHeartbeatMutation.graphql.ts';

const fragment = graphql`
  fragment usePlaybackSession_playback on Playback {
    session {
      sessionId
      heartbeatIntervalSeconds
    }
  }
`;

const heartbeatMutation = graphql`
  mutation usePlaybackSessionHeartbeatMutation($input: PlaybackSessionInput!) {
    keepPlaybackSessionAlive(input: $input) {
      playing
      reason
    }
  }
`;

const endMutation = graphql`
  mutation usePlaybackSessionEndMutation($input: PlaybackSessionInput!) {
    endPlaybackSession(input: $input) {
      ended
    }
  }
`;

/**
 * The concurrent-stream limit from the player's side (schema/src/playbackSession.graphql):
 * while a stream is on screen its place is kept with a heartbeat every
 * `heartbeatIntervalSeconds`, and freed when the viewer leaves the page (on a
 * closing tab the browser may drop that last call: the backend then frees the
 * place when the heartbeats stop, after about two intervals). Answers why the stream must stop once another device has taken
 * the place (CONCURRENT_STREAM_LIMIT) or the session ended; null while it may play.
 * A heartbeat lost to the network is not a reason to stop: the next one decides.
 */
export function usePlaybackSession(playback: usePlaybackSession_playback$key | null | undefined): PlaybackStopReason | null {
  const data = useFragment(fragment, playback ?? null);
  const environment = useRelayEnvironment();
  const [stopReason, setStopReason] = useState<PlaybackStopReason | null>(null);
  const sessionId = data?.session.sessionId ?? null;
  const intervalSeconds = data?.session.heartbeatIntervalSeconds ?? 0;

  useEffect(() => {
    if (!sessionId || intervalSeconds <= 0) return undefined;
    setStopReason(null);
    const input = { sessionId };
    let ended = false;
    const timer = setInterval(() => {
      commitMutation<usePlaybackSessionHeartbeatMutation>(environment, {
        mutation: heartbeatMutation,
        variables: { input },
        onCompleted: (answer) => {
          const { playing, reason } = answer.keepPlaybackSessionAlive;
          if (!playing && !ended) {
            ended = true;
            clearInterval(timer);
            setStopReason(reason ?? 'SESSION_ENDED');
          }
        },
        onError: () => undefined,
      });
    }, intervalSeconds * 1000);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(timer);
      commitMutation<usePlaybackSessionEndMutation>(environment, { mutation: endMutation, variables: { input }, onError: () => undefined });
    };
    window.addEventListener('pagehide', end);
    return () => {
      window.removeEventListener('pagehide', end);
      end();
    };
  }, [environment, sessionId, intervalSeconds]);

  return stopReason;
}
