import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { endPlaybackSession, keepPlaybackSessionAlive } from './playbackSessions.ts';

const playbackSessionParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid', description: 'The playbackSession.id of a stream answer' } },
} as const;

/** The player's side of the concurrent-stream limit: heartbeats while playing, and stop. */
export async function playbackSessionRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post<{ Params: { id: string } }>(
    '/stream/session/:id/heartbeat',
    {
      schema: {
        operationId: 'keepPlaybackSessionAlive',
        tags: ['playback'],
        summary:
          'Keeps a playback session counting (every heartbeatIntervalSeconds while playing). 404 once the session ' +
          'has ended or another stream on this device replaced it; 403 CONCURRENT_STREAM_LIMIT when it had lapsed ' +
          'and the account now plays on as many other devices as the realm allows',
        params: playbackSessionParams,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireContentViewer(deps, request);
      await keepPlaybackSessionAlive(deps.db, viewer, requestRealm(request), request.params.id, deps.now());
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/stream/session/:id',
    {
      schema: {
        operationId: 'endPlaybackSession',
        tags: ['playback'],
        summary: 'The player stopped: its place under the concurrent-stream limit is free at once',
        params: playbackSessionParams,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireContentViewer(deps, request);
      await endPlaybackSession(deps.db, viewer, request.params.id);
      return reply.code(204).send();
    },
  );
}
