// Realm changes over HTTP: `GET /live/changes`, a server-sent-events stream of
// every realm change this backend hears (realmChanges.ts), for a gateway
// without Redis. Only api-key holders may read it. There is no replay: a
// gateway that connects (again) forgets everything it kept, so what it missed
// while away cannot be served. Heartbeats and shutting down: http/eventStream.ts.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { eventStreamSchema, eventStreams } from '../http/eventStream.ts';

export async function realmChangeRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  const streams = eventStreams(app, { config: deps.config });

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
        ...eventStreamSchema('changes'),
      },
    },
    async (request, reply) => {
      streams.requireApiKey(request);
      const stream = streams.open(reply, 'realm changes');
      const stop = deps.realmChanges.subscribe((change) => stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`));
      stream.on('close', stop);
    },
  );
}
