// The live-event channel over HTTP: `GET /live/{realm}/events`, the realm's
// `liveEndpoint`, a server-sent-events stream of the realm's messages for the
// gateway (which holds one per realm and fans it out to its subscribers).
// Only api-key holders may read it (`x-api-key`, like every gateway call).
//
// Each message has an id; a client that reconnects with `Last-Event-ID` gets
// what it missed from a short buffer, or a `resync` event when the buffer
// cannot tell (this process restarted, or too much happened): then it reads
// the current state afresh. Heartbeats and shutting down: http/eventStream.ts.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { eventStreamSchema, eventStreams } from '../http/eventStream.ts';
import type { LiveChannel, LiveMessage } from './liveChannel.ts';

/** Messages a reconnecting gateway may catch up on, per realm. */
const REPLAY_BUFFER = 256;

interface RealmFeed {
  buffer: { seq: number; data: string }[];
  streams: Set<ServerResponse>;
  unsubscribe(): void;
}

export interface LiveChannelRouteOptions extends BackendDeps {
  channel: LiveChannel;
  heartbeatMs?: number;
}

export async function liveChannelRoutes(app: FastifyInstance, options: LiveChannelRouteOptions): Promise<void> {
  const { channel } = options;
  // Ids from another run of the process mean nothing here: the epoch tells them apart.
  const epoch = randomUUID().slice(0, 8);
  let seq = 0;
  const feeds = new Map<string, RealmFeed>();

  // A realm's feed stays subscribed once opened (realms are few): messages sent
  // while the gateway reconnects are buffered for it.
  function feedOf(realmName: string): RealmFeed {
    let feed = feeds.get(realmName);
    if (feed) return feed;
    const buffer: RealmFeed['buffer'] = [];
    const streams = new Set<ServerResponse>();
    const unsubscribe = channel.subscribe(realmName, (message: LiveMessage) => {
      const entry = { seq: ++seq, data: JSON.stringify(message) };
      buffer.push(entry);
      if (buffer.length > REPLAY_BUFFER) buffer.shift();
      for (const stream of streams) writeMessage(stream, entry);
    });
    feeds.set(realmName, (feed = { buffer, streams, unsubscribe }));
    return feed;
  }

  function writeMessage(stream: ServerResponse, entry: { seq: number; data: string }) {
    stream.write(`id: ${epoch}-${entry.seq}\nevent: live\ndata: ${entry.data}\n\n`);
  }

  /** Catches a reconnecting client up: the buffered messages after its last, or `resync`. */
  function catchUp(stream: ServerResponse, feed: RealmFeed, lastEventId: string | undefined) {
    if (!lastEventId) return;
    const [idEpoch, idSeq] = lastEventId.split('-');
    const last = Number(idSeq);
    const oldest = feed.buffer[0]?.seq ?? seq + 1;
    if (idEpoch !== epoch || !Number.isInteger(last) || last < oldest - 1 || last > seq) {
      stream.write(`event: resync\ndata: {}\n\n`);
      return;
    }
    for (const entry of feed.buffer) if (entry.seq > last) writeMessage(stream, entry);
  }

  const streams = eventStreams(app, { config: options.config, heartbeatMs: options.heartbeatMs });
  app.addHook('onClose', async () => {
    for (const feed of feeds.values()) feed.unsubscribe();
    feeds.clear();
  });

  app.get<{ Params: { realm: string } }>(
    '/live/:realm/events',
    {
      schema: {
        operationId: 'streamLiveEvents',
        tags: ['live'],
        summary:
          "The realm's live-event channel (its liveEndpoint) as server-sent events: `event: live` with a LiveMessage as data, `event: resync` when missed messages cannot be replayed. Needs x-api-key.",
        params: {
          type: 'object',
          required: ['realm'],
          additionalProperties: false,
          properties: { realm: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } },
        },
        ...eventStreamSchema('messages', {
          'last-event-id': { type: 'string', description: 'The id of the last message received, to resume after it' },
        }),
      },
    },
    async (request, reply) => {
      streams.requireApiKey(request);
      const realm = await options.realms.byName(request.params.realm);
      if (!realm) throw new ApiError(404, 'REALM_NOT_FOUND', `No realm named "${request.params.realm}"`);

      const stream = streams.open(reply, `${realm.name} live events`);
      const feed = feedOf(realm.name);
      const lastEventId = request.headers['last-event-id'];
      catchUp(stream, feed, typeof lastEventId === 'string' ? lastEventId : undefined);
      feed.streams.add(stream);
      stream.on('close', () => feed.streams.delete(stream));
    },
  );
}
