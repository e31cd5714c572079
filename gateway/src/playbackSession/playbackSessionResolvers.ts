// The concurrent-stream limit's heartbeats (schema/src/playbackSession.graphql):
// the stream answer names the playback session; the player keeps it alive and
// ends it through these mutations. A refusal the player must act on comes back
// as data (`playing: false` and why), not as an error: it is the expected end of
// a heartbeat when another device took the place.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { codedError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function playbackSessionId(id: string): string {
  if (!UUID.test(id)) throw codedError('BAD_USER_INPUT', 'Not a playback session id.', { field: 'sessionId' });
  return id;
}

export const playbackSessionResolvers: Resolvers = {
  Playback: {
    session: ({ playbackSession }) => ({
      sessionId: playbackSession.id,
      heartbeatIntervalSeconds: playbackSession.heartbeatIntervalSeconds,
    }),
  },
  Mutation: {
    keepPlaybackSessionAlive: async (_parent, { input }, context) => {
      const id = playbackSessionId(input.sessionId);
      const api = await context.api();
      try {
        await api.request('/api/v2/stream/session/{id}/heartbeat', { method: 'POST', params: { id }, body: {} });
        return { playing: true, reason: null };
      } catch (error) {
        if (error instanceof HTTPError && error.status === 403 && error.upstreamCode === 'CONCURRENT_STREAM_LIMIT') {
          return { playing: false, reason: 'CONCURRENT_STREAM_LIMIT' };
        }
        if (error instanceof HTTPError && error.status === 404) return { playing: false, reason: 'SESSION_ENDED' };
        throw error;
      }
    },
    endPlaybackSession: async (_parent, { input }, context) => {
      const id = playbackSessionId(input.sessionId);
      const api = await context.api();
      await api.request('/api/v2/stream/session/{id}', { method: 'DELETE', params: { id } });
      return { ended: true };
    },
  },
};
