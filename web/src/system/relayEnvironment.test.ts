import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLCodedError } from './graphQLErrors.ts';
import { createFetchFunction, createSubscribeFunction, MAX_RECONNECT_DELAY_MS, reconnectDelay } from './relayEnvironment.ts';

// As relay-compiler writes it with persisting on: the id, no text.
const request = { name: 'videoRoutesQuery', id: '3dfef72e9c3ba375', text: null } as never;

function answering(body: object) {
  return vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

describe('talking to the gateway', () => {
  it('sends the realm of the base path, the language and the CSRF header, with cookies', async () => {
    const fetch = answering({ data: { video: null } });
    const send = createFetchFunction({ realmName: 'acme', getLocale: () => 'pt', fetch });
    await send(request, { id: '1' }, {}, null);

    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(JSON.parse(init.body as string)).toEqual({
      documentId: '3dfef72e9c3ba375',
      operationName: 'videoRoutesQuery',
      variables: { id: '1' },
    });
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      'accept-language': 'pt',
      'x-ringside-realm': 'acme',
    });
  });

  it('lets a mutation outlive the page (the last watch position, sent on pagehide), not a query', async () => {
    const fetch = answering({ data: {} });
    const send = createFetchFunction({ realmName: null, getLocale: () => 'en', fetch });
    await send({ ...(request as object), operationKind: 'mutation' } as never, {}, {}, null);
    await send({ ...(request as object), operationKind: 'query' } as never, {}, {}, null);
    const inits = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    expect(inits.map((init) => init.keepalive)).toEqual([true, false]);
  });

  it('turns a NOT_FOUND on the page’s root field into a typed error', async () => {
    const fetch = answering({
      data: { video: null },
      errors: [{ message: 'No such video', path: ['video'], extensions: { code: 'NOT_FOUND' } }],
    });
    const send = createFetchFunction({ realmName: null, getLocale: () => 'en', fetch });

    await expect(send(request, {}, {}, null)).rejects.toEqual(expect.any(GraphQLCodedError));
    await expect(send(request, {}, {}, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves an error deeper in the tree (a forbidden playback) to the component', async () => {
    const body = {
      data: { video: { id: 'v1', playback: null } },
      errors: [{ message: 'Forbidden', path: ['video', 'playback'], extensions: { code: 'FORBIDDEN' } }],
    };
    const send = createFetchFunction({ realmName: null, getLocale: () => 'en', fetch: answering(body) });
    await expect(send(request, {}, {}, null)).resolves.toEqual(body);
  });
});

/** A `text/event-stream` answer the test writes to, as Yoga writes its subscriptions. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      controller.enqueue(encoder.encode(':\n\n'));
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    next: (result: object) => controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(result)}\n\n`)),
    drop: () => controller.error(new TypeError('network connection lost')),
  };
}

const subscription = { name: 'useLiveNowSubscription', id: '7a1c0de', text: null } as never;

/** Subscribes through the environment's subscribe function and collects what arrives. */
function listen(
  fetch: typeof globalThis.fetch,
  operation: { request: typeof subscription; variables: Record<string, unknown> } = { request: subscription, variables: { first: 3 } },
) {
  const subscribe = createSubscribeFunction({ realmName: 'acme', getLocale: () => 'es', fetch });
  const received: unknown[] = [];
  const errors: unknown[] = [];
  const observable = subscribe(operation.request, operation.variables, {}) as unknown as {
    subscribe: (observer: object) => { unsubscribe: () => void };
  };
  const { unsubscribe } = observable.subscribe({ next: (value: unknown) => received.push(value), error: (error: unknown) => errors.push(error) });
  return { received, errors, unsubscribe };
}

const liveNow = (count: number) => ({ data: { liveNow: { count } } });

/** The variables of the `call`-th request the subscribe function sent. */
const sentVariables = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse((fetch.mock.calls[call]! as [string, RequestInit])[1].body as string).variables as Record<string, unknown>;

describe('subscriptions over server-sent events', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for an event stream with the queries’ persisted id and headers, and passes on every message', async () => {
    const stream = eventStream();
    const fetch = vi.fn(async () => stream.response);
    const { received } = listen(fetch);

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body as string)).toEqual({
      documentId: '7a1c0de',
      operationName: 'useLiveNowSubscription',
      variables: { first: 3 },
    });
    expect(init.headers).toMatchObject({
      accept: 'text/event-stream',
      'x-graphql-yoga-csrf': '1',
      'accept-language': 'es',
      'x-ringside-realm': 'acme',
    });

    stream.next(liveNow(2));
    stream.next(liveNow(3));
    await vi.waitFor(() => expect(received).toEqual([liveNow(2), liveNow(3)]));
  });

  it('opens the stream again when the connection is lost, and goes on with the new one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = eventStream();
    const second = eventStream();
    const fetch = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const { received, errors } = listen(fetch);

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    first.next(liveNow(1));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    first.drop();
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS + 1000);

    expect(fetch).toHaveBeenCalledTimes(2);
    // Without `$resumed`, the variables go again as they were.
    expect(sentVariables(fetch, 1)).toEqual({ first: 3 });
    second.next(liveNow(2));
    await vi.waitFor(() => expect(received).toEqual([liveNow(1), liveNow(2)]));
    expect(errors).toEqual([]);
  });

  it('tells a subscription that declares $resumed when it is opened again, after a drop or a renewed session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const streams = [eventStream(), eventStream(), eventStream()];
    const fetch = vi.fn();
    for (const stream of streams) fetch.mockResolvedValueOnce(stream.response);
    const schedule = { name: 'useScheduleUpdatesSubscription', id: '5c4ed01e', text: null } as never;
    const { received } = listen(fetch, { request: schedule, variables: { resumed: false } });
    const sentResumed = (call: number) => sentVariables(fetch, call).resumed;

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentResumed(0)).toBe(false);
    streams[0]!.next({ data: { scheduleChanged: { kind: 'UPDATED' } } });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    streams[0]!.drop();
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS + 1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentResumed(1)).toBe(true);

    streams[1]!.next({
      data: null,
      errors: [{ message: 'The session has expired', path: ['scheduleChanged'], extensions: { code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' } }],
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(sentResumed(2)).toBe(true);
  });

  it('subscribes again when the gateway ends the stream because the access token expired', async () => {
    const first = eventStream();
    const second = eventStream();
    const fetch = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const { received, errors } = listen(fetch);

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    first.next(liveNow(1));
    first.next({
      data: null,
      errors: [{ message: 'The session has expired', path: ['liveNow'], extensions: { code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' } }],
    });
    // The new request renews the session (the gateway answers it with fresh cookies) and starts from the current state.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [, firstInit] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(firstInit.signal?.aborted).toBe(true);
    second.next(liveNow(2));
    await vi.waitFor(() => expect(received).toEqual([liveNow(1), liveNow(2)]));
    expect(errors).toEqual([]);
  });

  it('closes the connection when the last listener leaves', async () => {
    const stream = eventStream();
    const fetch = vi.fn(async () => stream.response);
    const { unsubscribe } = listen(fetch);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    const { signal } = init;

    expect(signal?.aborted).toBe(false);
    unsubscribe();
    expect(signal?.aborted).toBe(true);
  });

  it('turns a refusal of the whole subscription into the typed error queries get', async () => {
    const stream = eventStream();
    const { errors } = listen(vi.fn(async () => stream.response));
    await vi.waitFor(() => expect(errors).toEqual([]));
    stream.next({ data: null, errors: [{ message: 'Guests may not', path: ['liveNow'], extensions: { code: 'FORBIDDEN' } }] });
    await vi.waitFor(() => expect(errors).toEqual([expect.any(GraphQLCodedError)]));
    expect(errors[0]).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('waits longer after each failed attempt, never more than half a minute', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, noJitter))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20, noJitter)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelay(0, () => 0.999)).toBeLessThan(2000);
  });
});
