// Server-sent-event streams for the gateway (`GET /live/{realm}/events`,
// `GET /live/changes`): only api-key holders may read them; comments every
// heartbeat keep proxies from closing an idle stream; shutting the server down
// ends every open stream, so its close never waits on them. What a stream
// carries is the route's business.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BackendConfig } from '../config.ts';
import { ApiError } from './apiError.ts';
import { acceptsApiKey } from './apiKeys.ts';

const HEARTBEAT_MS = 15_000;

/**
 * The route schema's parts every event stream shares: the `x-api-key` header
 * (then the route's own `headers`) and the never-ending `text/event-stream`
 * answer, whose description names `what` it streams.
 */
export function eventStreamSchema(what: string, headers: Record<string, { type: 'string'; description: string }> = {}) {
  return {
    headers: {
      type: 'object',
      properties: { 'x-api-key': { type: 'string', description: 'The calling application’s key' }, ...headers },
    },
    response: {
      200: {
        description: `A never-ending stream of ${what} (text/event-stream)`,
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  };
}

export interface EventStreams {
  /** Refuses (401 INVALID_API_KEY) a caller whose `x-api-key` the backend does not accept. */
  requireApiKey(request: FastifyRequest): void;
  /**
   * Takes the reply over as a never-ending `text/event-stream`, opened with a
   * comment naming what it carries. The route writes its events to the stream
   * returned and listens for its `close` to let go of what it feeds it from.
   */
  open(reply: FastifyReply, comment: string): ServerResponse;
}

/** The streams of one route plugin: call once, at registration, so shutting down ends them. */
export function eventStreams(app: FastifyInstance, options: { config: Pick<BackendConfig, 'apiKeys'>; heartbeatMs?: number }): EventStreams {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return {
    requireApiKey(request) {
      if (!acceptsApiKey(options.config, request.headers['x-api-key'])) {
        throw new ApiError(401, 'INVALID_API_KEY', 'The x-api-key header does not name a known application');
      }
    },
    open(reply, comment) {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and friends: pass each message on at once.
        'x-accel-buffering': 'no',
        date: new Date().toUTCString(),
      });
      // A dropped client tries again after a second (EventSource's `retry`).
      stream.write(`retry: 1000\n: ${comment}\n\n`);
      open.add(stream);
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      stream.on('close', () => {
        clearInterval(heartbeat);
        open.delete(stream);
      });
      return stream;
    },
  };
}
