// Subscriptions: one execution per change for all the subscribers who would
// get the same answer.
//
// A change on the live-event channel reaches every subscriber of a realm in
// the same instant. graphql-tools' `subscribe` runs the operation's selection
// once per subscriber and change; with a thousand subscribers those
// executions, their promises and their garbage were a good part of what a
// change cost the gateway, and the last subscriber waited for all of them
// (bench/subscriptions.ts). Here a change's answer is made once per payload,
// audience, document, operation and variables, and the same ExecutionResult
// goes to every such subscriber.
//
// That is only right when the answer depends on nothing else, so three things
// must hold, or the operation runs per subscriber as before:
// - the payload is one object shared by those subscribers (the live-event
//   subscriptions read a change once per audience and hand all of them the
//   same object);
// - the subscription said who its viewer sees the same data as
//   (`setSubscriptionAudience`: realm, language, child or adult, country,
//   address), and two subscribers share only with the same audience;
// - every field the document selects resolves from its parent alone
//   (VIEWER_INDEPENDENT_FIELDS). A field about the viewer (a live event's
//   `inMyList` or `playback`) or any field not listed here keeps the operation
//   per subscriber: a field added to these types later is treated as the
//   viewer's own until it is listed.
import { buildExecutionContext, execute } from '@graphql-tools/executor';
import { isAsyncIterable, mapAsyncIterator } from '@graphql-tools/utils';
import {
  createSourceEventStream,
  getNamedType,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from '../lib/graphql.ts';
import type { Plugin } from 'graphql-yoga';
import { subscriptionAnswers } from '../observability/metrics.ts';

/**
 * The fields whose answer is the same for every viewer of an audience: each
 * resolves from its parent object (or is a default resolver), never from the
 * viewer's session, profile or lists.
 */
export const VIEWER_INDEPENDENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Subscription: ['liveNow', 'liveEventUpdated', 'scheduleChanged'],
  LiveNow: ['count', 'events', 'realm'],
  ScheduleChange: ['kind', 'event', 'internalId'],
  LiveEvent: ['id', 'internalId', 'title', 'description', 'status', 'startsAt', 'endsAt', 'thumbnailUrl', 'coverUrl', 'sport', 'venue', 'ageRating', 'isGeoBlocked', 'licensing'],
  // LiveNow.realm carries the count it was read with: liveEventCount never asks upstream there.
  Realm: ['id', 'liveEventCount'],
};

const independent = new Map(Object.entries(VIEWER_INDEPENDENT_FIELDS).map(([type, fields]) => [type, new Set(fields)]));

const audiences = new WeakMap<object, string>();

/**
 * Says who a subscriber sees the same data as; called by a subscription's
 * `subscribe` resolver with the GraphQL context. Without it nothing is shared.
 */
export function setSubscriptionAudience(context: object, audience: string): void {
  audiences.set(context, audience);
}

/** Whether every field `document` selects is viewer-independent (kept per document: Yoga parses a text once). */
const documentVerdicts = new WeakMap<DocumentNode, boolean>();
function selectsOnlyViewerIndependentFields(schema: GraphQLSchema, document: DocumentNode): boolean {
  let verdict = documentVerdicts.get(document);
  if (verdict !== undefined) return verdict;
  verdict = true;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(field) {
        if (field.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        const type = parent && getNamedType(parent);
        if (!type || !independent.get(type.name)?.has(field.name.value)) verdict = false;
      },
    }),
  );
  documentVerdicts.set(document, verdict);
  return verdict;
}

/** The text a document was parsed from (printed when it was built in code), as part of a cache key. */
const documentTexts = new WeakMap<DocumentNode, string>();
function textOf(document: DocumentNode): string {
  let text = documentTexts.get(document);
  if (text === undefined) documentTexts.set(document, (text = document.loc?.source.body ?? print(document)));
  return text;
}

/** Per payload, the answers made from it, by audience, document, operation and variables. */
const answers = new WeakMap<object, Map<string, unknown>>();
const executed = subscriptionAnswers.labels('executed');
const reused = subscriptionAnswers.labels('reused');

/**
 * Who shares a subscriber's answers: its audience, document, operation and variables
 * (null without an audience: nothing shared). Made once per subscription, once its
 * resolver has said the audience.
 */
function shareKeyOf(args: ExecutionArgs): string | null {
  const audience = audiences.get(args.contextValue as object);
  if (audience === undefined) return null;
  return [audience, args.operationName ?? '', JSON.stringify(args.variableValues ?? {}), textOf(args.document)].join('\n');
}

function answerTo(args: ExecutionArgs, shareKey: string | null, payload: unknown): unknown {
  const shared = shareKey !== null && typeof payload === 'object' && payload !== null;
  let made = shared ? answers.get(payload) : undefined;
  if (made?.has(shareKey!)) {
    reused.inc();
    return made.get(shareKey!);
  }
  executed.inc();
  const answer = execute({ ...args, rootValue: payload });
  if (shared) {
    if (!made) answers.set(payload, (made = new Map()));
    made.set(shareKey!, answer);
  }
  return answer;
}

type Subscribe = (args: ExecutionArgs) => unknown;

/**
 * graphql-js's source stream (the subscription's resolver, with the variables
 * already checked by graphql-tools as its own `subscribe` would), each payload
 * answered by `answerTo`. The stream is released when the client goes or the
 * request is aborted.
 */
function sharedSubscribe(fallback: Subscribe): Subscribe {
  return async (args) => {
    // Bad variables: graphql-tools' own answer (code BAD_USER_INPUT, HTTP 400).
    if (!('schema' in buildExecutionContext(args as never))) return fallback(args);
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream as ExecutionResult;
    const iterator = stream[Symbol.asyncIterator]();
    const signal = (args as { signal?: AbortSignal }).signal;
    signal?.addEventListener('abort', () => void iterator.return?.(), { once: true });
    const shareKey = shareKeyOf(args);
    return mapAsyncIterator(iterator, (payload) => answerTo(args, shareKey, payload));
  };
}

/** The envelop plugin: subscriptions whose documents qualify share their executions. */
export function useSharedSubscriptionExecution(): Plugin {
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      if (selectsOnlyViewerIndependentFields(args.schema, args.document)) setSubscribeFn(sharedSubscribe(subscribeFn as Subscribe) as never);
    },
  };
}
