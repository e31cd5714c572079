// Realm changes over HTTP: `GET /live/changes`, a server-sent-events stream of
// every realm change this backend hears (realmChanges.ts), for a gateway
// without Redis. Only api-key holders may read it. There is no replay: a
// gateway that connects (again) forgets everything it kept, so what it missed
// while away cannot be served. Comments every HEARTBEAT_MS keep proxies from
// closing an idle stream; shutting down ends every stream.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';

const HEARTBEAT_MS = 15_000;

export async function realmChangeRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/live/changes',
    {
      schema: {
        operationId: 'streamRealmChanges',
        tags: ['live'],
        summary:
          'Realm changes as server-sent events, for a gateway without Redis: `event: change` with a RealmChange as data ' +
          '(`realm`: the realm whose settings, menu, licences or content changed, null for any; `kind`: REALM or CONTENT). ' +
          'Nothing is replayed: a client that connects again forgets what it kept. Needs x-api-key.',
        headers: {
          type: 'object',
          properties: { 'x-api-key': { type: 'string', description: 'The calling application’s key' } },
        },
        response: {
          200: {
            description: 'A never-ending stream of changes (text/event-stream)',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['x-api-key'];
      if (typeof key !== 'string' || !deps.config.apiKeys.includes(key)) {
        throw new ApiError(401, 'INVALID_API_KEY', 'The x-api-key header does not name a known application');
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        date: new Date().toUTCString(),
      });
      stream.write(`retry: 1000\n: realm changes\n\n`);
      const stop = deps.realmChanges.subscribe((change) => stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`));
      open.add(stream);
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      stream.on('close', () => {
        clearInterval(heartbeat);
        stop();
        open.delete(stream);
      });
    },
  );
}
