import { createSchema, createYoga } from 'graphql-yoga';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startedBody } from './streamedBody.ts';

/** A Yoga whose one subscription reports when the server lets go of it. */
function yogaWithSubscription() {
  let released!: () => void;
  const subscriptionReleased = new Promise<void>((resolve) => (released = resolve));
  const yoga = createYoga({
    logging: false,
    schema: createSchema({
      typeDefs: 'type Query { ok: Boolean } type Subscription { tick: Int }',
      resolvers: {
        Subscription: {
          tick: {
            // An iterator of its own (not a generator): `return()` reaches it even before the first event.
            subscribe: () => {
              let tick = 0;
              return {
                [Symbol.asyncIterator]() {
                  return this;
                },
                next: async () => {
                  if (tick > 0) await new Promise((resolve) => setTimeout(resolve, 20));
                  tick += 1;
                  return { done: false, value: { tick } };
                },
                return: async () => {
                  released();
                  return { done: true, value: undefined };
                },
              };
            },
          },
        },
      },
    }),
  });
  return { yoga, subscriptionReleased };
}

async function subscribe(yoga: ReturnType<typeof yogaWithSubscription>['yoga']) {
  const response = await yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: 'subscription { tick }' }),
  });
  return response.body as unknown as AsyncIterable<Uint8Array>;
}

describe('startedBody', () => {
  it('ends the subscription when the viewer leaves before the first byte is read', async () => {
    const { yoga, subscriptionReleased } = yogaWithSubscription();
    const stream = await startedBody(await subscribe(yoga));
    const errors: unknown[] = [];
    stream.on('error', (error) => errors.push(error));
    stream.destroy();
    await once(stream, 'close');
    await subscriptionReleased;
    expect(errors).toEqual([]);
  });

  it('streams the events in order', async () => {
    const { yoga, subscriptionReleased } = yogaWithSubscription();
    const stream = await startedBody(await subscribe(yoga));
    let text = '';
    for await (const chunk of stream) {
      text += Buffer.from(chunk as Uint8Array).toString();
      if (text.includes('"tick":2')) break;
    }
    await subscriptionReleased;
    expect(text.indexOf('"tick":1')).toBeGreaterThan(-1);
    expect(text.indexOf('"tick":1')).toBeLessThan(text.indexOf('"tick":2'));
  });
});

describe('startedBody with a body that is only async-iterable', () => {
  it('starts it before handing it over, so leaving at once cancels it', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(':\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const stream = await startedBody(body as unknown as AsyncIterable<Uint8Array>);
    stream.destroy();
    await once(stream, 'close');
    expect(cancelled).toBe(true);
  });
});
