// `Subscription`: the backend's live-event channel (liveFeed.ts) turned into
// what one viewer may see. A message only names what changed, so each
// subscriber's answer is read again upstream with the subscriber's own
// credentials — but shared: subscribers who would get the same answer (same
// signal, realm, language and viewer class) share one REST call, so a change
// costs a handful of calls however many viewers listen.
//
// Answers: the payload a change yields is one object for all the subscribers
// of an audience, and subscriberOf tells the execution who that audience is,
// so an operation that selects nothing about the viewer runs once per change
// and audience, not once per subscriber (graphql/sharedSubscriptionExecution.ts).
//
// Sessions: a subscription keeps the access token it started with and never
// renews it (a renewal's cookies could not reach a response already
// streaming, and the browser's refresh token would be spent). When the token
// expires the stream ends with UNAUTHENTICATED, reason TOKEN_EXPIRED: the
// client renews its session as for any query and subscribes again, getting
// the current state first.
import type { GatewayContext } from '../context.ts';
import type { Resolvers, ScheduleChangeKind } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { codedError, upstream } from '../lib/errors.ts';
import { negotiateLanguage } from '../lib/language.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { RealmModel } from '../realm/realmModel.ts';
import { setSubscriptionAudience } from '../graphql/sharedSubscriptionExecution.ts';
import { contentAccessError } from '../session/access.ts';
import type { Session } from '../session/session.ts';
import { createAnswerStream } from './answerStream.ts';
import { toLiveEventModel, type LiveEventModel } from './liveEventModel.ts';
import type { LiveFeed, LiveSignal } from './liveFeed.ts';

/** The live-now list is one page: a realm with more than this on air at once shows the first ones. */
const LIVE_NOW_PAGE = 50;
/** How long a shared answer may serve subscribers who arrive after it was read. */
const SHARED_READ_MAX_AGE_MS = 10_000;
/** Ends a stream this long before its token expires, so no call is ever sent with an expired token. */
const EXPIRY_MARGIN_MS = 2000;

interface Subscriber {
  realm: RealmModel;
  /** Reads as this viewer, never renewing their session. */
  api: RestClient;
  /**
   * Who gets the same answers: realm, language and what decides visibility (backend
   * content/visibility.ts: a child profile's ceiling, the token's country, the address).
   */
  viewerClass: string;
  session: Session;
}

export interface LiveNowModel {
  count: number;
  events: LiveEventModel[];
  realm: RealmModel & { liveEventCount: number };
}

export interface ScheduleChangeModel {
  /** The schema's kinds (ADDED is not sent: the backend has no way to add an event yet, only to change one). */
  kind: ScheduleChangeKind;
  event: LiveEventModel | null;
  internalId: string;
}

/** RESYNC says the same to everyone. */
const RESYNC: ScheduleChangeModel = Object.freeze({ kind: 'RESYNC', event: null, internalId: '' });

/**
 * One upstream read per signal and key, whoever asks: a subscriber who asks
 * for a signal's answer gets the promise the first one started. Answers of
 * signals older than the last two are dropped.
 */
function createSharedReads() {
  const reads = new Map<string, { seq: number; readAt: number; answer: Promise<unknown> }>();
  return function shared<T>(seq: number, key: string, read: () => Promise<T>): Promise<T> {
    const id = `${seq}|${key}`;
    const found = reads.get(id);
    // A quiet channel keeps its last seq for long: a subscriber arriving later reads afresh
    // rather than trust an answer that something the channel does not tell may have changed.
    if (found && performance.now() - found.readAt < SHARED_READ_MAX_AGE_MS) return found.answer as Promise<T>;
    for (const [other, entry] of reads) if (entry.seq < seq - 2) reads.delete(other);
    const answer = read();
    // A failed read is not kept: the next signal tries again.
    answer.catch(() => reads.delete(id));
    reads.set(id, { seq, readAt: performance.now(), answer });
    return answer;
  };
}

/** A shared answer's JSON, made once for all the subscribers who compare it with what they last sent. */
const shapes = new WeakMap<LiveNowModel, string>();
function shapeOf(liveNow: LiveNowModel): string {
  let shape = shapes.get(liveNow);
  if (shape === undefined) shapes.set(liveNow, (shape = JSON.stringify([liveNow.count, liveNow.events])));
  return shape;
}

const sharedReadsByFeed = new WeakMap<LiveFeed, ReturnType<typeof createSharedReads>>();
function sharedReadsOf(feed: LiveFeed) {
  let shared = sharedReadsByFeed.get(feed);
  if (!shared) sharedReadsByFeed.set(feed, (shared = createSharedReads()));
  return shared;
}

async function subscriberOf(context: GatewayContext): Promise<Subscriber> {
  const [realm, session] = await Promise.all([context.realm(), context.session()]);
  const denied = contentAccessError(session, realm);
  if (denied || !session) throw denied ?? codedError('UNAUTHENTICATED', 'Sign in or check in as a guest to see this content.');
  const language = negotiateLanguage(context.acceptLanguage, realm.realmLanguages, realm.defaultLanguage);
  const { claims } = session;
  const realmApi = await context.realmApi();
  // The backend places a viewer by their address before the token's country (its GeoIP, which the
  // gateway does not have): viewers share answers only from the same address.
  const address = realmApi.options.clientAddress ?? 'unknown';
  const viewerClass = [realm.name, language, claims.pro?.ty === 'c' ? 'child' : 'adult', claims.loc ?? 'ZZ', address].join('|');
  setSubscriptionAudience(context, viewerClass);
  const api = realmApi.withOptions({
    getAccessToken: () => session.accessToken,
    onAccessTokenExpired: undefined,
    requestId: null,
  });
  return { realm, api, viewerClass, session };
}

async function readLiveNow(subscriber: Subscriber): Promise<LiveNowModel> {
  const page = await upstream(subscriber.api.get('/api/v2/event', { query: { status: 'LIVE', rpp: LIVE_NOW_PAGE, p: 1 } }));
  const count = page.paging?.totalCount ?? page.events.length;
  return { count, events: page.events.map(toLiveEventModel), realm: { ...subscriber.realm, liveEventCount: count } };
}

/** The event as this viewer may see it; null when it is gone or not theirs to see. */
async function readEvent(subscriber: Subscriber, id: string): Promise<LiveEventModel | null> {
  const { events } = await upstream(subscriber.api.get('/api/v2/event', { query: { ids: id } }));
  return events[0] ? toLiveEventModel(events[0]) : null;
}

/**
 * A subscriber's stream: the initial answer (if any), then one per signal that
 * `onSignal` answers (null: nothing for this viewer). Signals are handled in
 * order; a slow client keeps the newest answers. Ends when the client goes
 * (the feed listener and the timer are released) or the token expires.
 */
function liveStream<T>(
  context: GatewayContext,
  subscriber: Subscriber,
  handlers: { initial?: (seq: number) => Promise<T | null>; onSignal: (signal: LiveSignal) => Promise<T | null> },
): AsyncIterable<T | Error> {
  const feed = context.liveFeed;
  let expiry: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  const answers = createAnswerStream<T | Error>(() => {
    clearTimeout(expiry);
    unsubscribe();
  });
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<T | null>, failHard: boolean) => {
    queue = queue.then(async () => {
      try {
        const value = await work();
        if (value !== null) answers.push(value);
      } catch (error) {
        // A failed initial read ends the stream with its error; a failed update is skipped
        // (the next message or resync reads the state again).
        if (failHard) {
          answers.push(error instanceof Error ? error : new Error(String(error)));
          answers.end();
        }
      }
    });
  };
  unsubscribe = feed.subscribe(subscriber.realm, (signal) => enqueue(() => handlers.onSignal(signal), false));
  // The first answer is read once the channel is heard: a change made before then is in it,
  // one made after reaches this subscriber as a signal. Signals wait behind it in the queue.
  const heard = feed.heard(subscriber.realm.name);
  if (handlers.initial) {
    const initial = handlers.initial;
    enqueue(async () => {
      await heard;
      return initial(feed.currentSeq());
    }, true);
  }
  const expiresAt = (subscriber.session.claims.exp ?? Infinity) * 1000;
  expiry = setTimeout(
    () => {
      answers.push(codedError('UNAUTHENTICATED', 'The session has expired; renew it and subscribe again.', { reason: 'TOKEN_EXPIRED', httpStatus: 401 }));
      answers.end();
    },
    Math.min(Math.max(expiresAt - Date.now() - EXPIRY_MARGIN_MS, 0), 2 ** 31 - 1),
  );
  return answers;
}

/** Each answer is passed through; an Error ends the stream as that field's error. */
function passThrough<T>(payload: T | Error): T {
  if (payload instanceof Error) throw payload;
  return payload;
}

export const liveEventSubscriptionResolvers: Resolvers = {
  Subscription: {
    liveNow: {
      subscribe: async (_parent, _args, context) => {
        const subscriber = await subscriberOf(context);
        const shared = sharedReadsOf(context.liveFeed);
        const read = (seq: number) => shared(seq, `liveNow|${subscriber.viewerClass}`, () => readLiveNow(subscriber));
        let last = '';
        // Only what this viewer would see differently is sent: a change to an upcoming event moves nothing here.
        const ifChanged = (liveNow: LiveNowModel) => {
          const shape = shapeOf(liveNow);
          if (shape === last) return null;
          last = shape;
          return liveNow;
        };
        return liveStream(context, subscriber, {
          initial: async (seq) => ifChanged(await read(seq)),
          onSignal: async (signal) => ifChanged(await read(signal.seq)),
        });
      },
      resolve: passThrough,
    },
    liveEventUpdated: {
      subscribe: async (_parent, { internalId }, context) => {
        const id = boundedInternalId(internalId);
        const subscriber = await subscriberOf(context);
        const shared = sharedReadsOf(context.liveFeed);
        const read = (seq: number) => shared(seq, `event|${id}|${subscriber.viewerClass}`, () => readEvent(subscriber, id));
        let last = '';
        return liveStream(context, subscriber, {
          initial: async (seq) => {
            const event = await read(seq);
            if (!event) throw codedError('NOT_FOUND', 'There is no such live event in this realm.', { httpStatus: 404 });
            last = JSON.stringify(event);
            return event;
          },
          onSignal: async (signal) => {
            if (signal.kind === 'MESSAGE' && signal.message.eventId !== id) return null;
            const event = await read(signal.seq);
            const shape = JSON.stringify(event);
            // A resync tells only what changed meanwhile; a message about this event is always told.
            if (!event || (signal.kind === 'RESYNC' && shape === last)) return null;
            last = shape;
            return event;
          },
        });
      },
      resolve: passThrough,
    },
    scheduleChanged: {
      subscribe: async (_parent, { resumed }, context) => {
        const subscriber = await subscriberOf(context);
        const shared = sharedReadsOf(context.liveFeed);
        return liveStream<ScheduleChangeModel>(context, subscriber, {
          // A client back after a gap first reads its schedule again; a new one has just read it.
          ...(resumed ? { initial: async () => RESYNC } : {}),
          onSignal: async (signal) => {
            // Changes may have been missed while the channel was away: the client reads its schedule again.
            if (signal.kind === 'RESYNC') return RESYNC;
            if (!signal.message.eventId) return null;
            const internalId = signal.message.eventId;
            const { viewerClass } = subscriber;
            // One change object per signal and audience, whoever asks (see Answers above).
            return shared(signal.seq, `change|${internalId}|${viewerClass}`, async (): Promise<ScheduleChangeModel | null> => {
              if (signal.message.kind === 'EVENT_REMOVED') return { kind: 'REMOVED', event: null, internalId };
              const event = await shared(signal.seq, `event|${internalId}|${viewerClass}`, () => readEvent(subscriber, internalId));
              // An event this viewer may not see changes nothing in their schedule.
              return event ? { kind: 'UPDATED', event, internalId } : null;
            });
          },
        });
      },
      resolve: passThrough,
    },
  },
};
