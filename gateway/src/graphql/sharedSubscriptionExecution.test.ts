import { parse, type ExecutionResult } from '../lib/graphql.ts';
import { createPubSub, createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { setSubscriptionAudience, useSharedSubscriptionExecution, VIEWER_INDEPENDENT_FIELDS } from './sharedSubscriptionExecution.ts';
import { createSchema as createGatewaySchema } from '../schema.ts';

interface Viewer {
  audience?: string;
  name: string;
}

/** A schema with the gateway's type names: the live-now count is viewer-independent, `inMyList` is not. */
function setUp() {
  const pubSub = createPubSub<{ liveNow: [payload: { count: number; titles: string[] }] }>();
  const resolved = { count: 0, inMyList: 0 };
  const schema = createSchema<Viewer>({
    typeDefs: `
      type Query { ok: Boolean }
      type Subscription { liveNow: LiveNow! }
      type LiveNow { count: Int! events: [LiveEvent!]! }
      type LiveEvent { title: String! inMyList: Boolean! }
    `,
    resolvers: {
      Subscription: {
        liveNow: {
          subscribe: (_parent, _args, viewer) => {
            if (viewer.audience) setSubscriptionAudience(viewer, viewer.audience);
            return pubSub.subscribe('liveNow');
          },
          resolve: (payload: unknown) => payload,
        },
      },
      LiveNow: {
        count: (liveNow: { count: number }) => {
          resolved.count += 1;
          return liveNow.count;
        },
        events: (liveNow: { titles: string[] }) => liveNow.titles.map((title) => ({ title })),
      },
      LiveEvent: {
        inMyList: (_event, _args, viewer) => {
          resolved.inMyList += 1;
          return viewer.name === 'ana';
        },
      },
    },
  });
  const yoga = createYoga<object, Viewer>({ schema, plugins: [useSharedSubscriptionExecution()], logging: false });
  const subscribe = async (query: string, viewer: Viewer, variableValues?: Record<string, unknown>) => {
    const { subscribe: run, schema: enveloped } = yoga.getEnveloped(viewer);
    const result = (await run({ schema: enveloped, document: parse(query), contextValue: viewer, variableValues })) as AsyncIterableIterator<ExecutionResult> | ExecutionResult;
    if (!(Symbol.asyncIterator in result)) return { first: result, next: () => Promise.reject(new Error('not a stream')), close: async () => {} };
    return { next: async () => (await result.next()).value as ExecutionResult, close: async () => void (await result.return?.()) };
  };
  return { pubSub, resolved, subscribe };
}

describe('shared subscription execution', () => {
  it('runs a viewer-independent selection once per change for subscribers of one audience, and gives each the answer', async () => {
    const { pubSub, resolved, subscribe } = setUp();
    const query = 'subscription { liveNow { count events { title } } }';
    const viewers = await Promise.all(['ana', 'bo', 'cy'].map((name) => subscribe(query, { name, audience: 'ringside|en|adult|PT' })));
    const answers = viewers.map((viewer) => viewer.next());
    pubSub.publish('liveNow', { count: 2, titles: ['Main card', 'Prelims'] });
    for (const answer of await Promise.all(answers)) {
      expect(answer).toEqual({ data: { liveNow: { count: 2, events: [{ title: 'Main card' }, { title: 'Prelims' }] } } });
    }
    expect(resolved.count).toBe(1);

    const nextAnswers = viewers.map((viewer) => viewer.next());
    pubSub.publish('liveNow', { count: 1, titles: ['Main card'] });
    for (const answer of await Promise.all(nextAnswers)) expect(answer.data).toEqual({ liveNow: { count: 1, events: [{ title: 'Main card' }] } });
    expect(resolved.count).toBe(2);
    await Promise.all(viewers.map((viewer) => viewer.close()));
  });

  it('runs per subscriber a selection with a field about the viewer, so each hears their own', async () => {
    const { pubSub, resolved, subscribe } = setUp();
    const query = 'subscription { liveNow { count events { title inMyList } } }';
    const ana = await subscribe(query, { name: 'ana', audience: 'same' });
    const bo = await subscribe(query, { name: 'bo', audience: 'same' });
    const answers = Promise.all([ana.next(), bo.next()]);
    pubSub.publish('liveNow', { count: 1, titles: ['Main card'] });
    const [forAna, forBo] = await answers;
    expect(forAna.data).toEqual({ liveNow: { count: 1, events: [{ title: 'Main card', inMyList: true }] } });
    expect(forBo.data).toEqual({ liveNow: { count: 1, events: [{ title: 'Main card', inMyList: false }] } });
    expect(resolved).toEqual({ count: 2, inMyList: 2 });
    await Promise.all([ana.close(), bo.close()]);
  });

  it('shares nothing between audiences, between different selections, or where the subscription named no audience', async () => {
    const { pubSub, resolved, subscribe } = setUp();
    const viewers = await Promise.all([
      subscribe('subscription { liveNow { count } }', { name: 'ana', audience: 'ringside|en' }),
      subscribe('subscription { liveNow { count } }', { name: 'bo', audience: 'ringside|pt' }),
      subscribe('subscription { liveNow { count events { title } } }', { name: 'cy', audience: 'ringside|en' }),
      subscribe('subscription { liveNow { count } }', { name: 'di' }),
      subscribe('subscription { liveNow { count } }', { name: 'ed' }),
    ]);
    const answers = viewers.map((viewer) => viewer.next());
    pubSub.publish('liveNow', { count: 3, titles: [] });
    for (const answer of await Promise.all(answers)) expect(answer.data?.liveNow).toMatchObject({ count: 3 });
    expect(resolved.count).toBe(5);
    await Promise.all(viewers.map((viewer) => viewer.close()));
  });

  it('keeps one execution per set of variables', async () => {
    const { pubSub, resolved, subscribe } = setUp();
    const query = 'subscription ($withEvents: Boolean!) { liveNow { count events @include(if: $withEvents) { title } } }';
    const viewers = await Promise.all([
      subscribe(query, { name: 'ana', audience: 'a' }, { withEvents: true }),
      subscribe(query, { name: 'bo', audience: 'a' }, { withEvents: false }),
      subscribe(query, { name: 'cy', audience: 'a' }, { withEvents: true }),
    ]);
    const answers = viewers.map((viewer) => viewer.next());
    pubSub.publish('liveNow', { count: 1, titles: ['Main card'] });
    const [ana, bo, cy] = await Promise.all(answers);
    expect(ana!.data).toEqual({ liveNow: { count: 1, events: [{ title: 'Main card' }] } });
    expect(bo!.data).toEqual({ liveNow: { count: 1 } });
    expect(cy!.data).toEqual(ana!.data);
    expect(resolved.count).toBe(2);
    await Promise.all(viewers.map((viewer) => viewer.close()));
  });

  it('answers bad variables as graphql-tools does, with BAD_USER_INPUT', async () => {
    const { subscribe } = setUp();
    const query = 'subscription ($withEvents: Boolean!) { liveNow { count events @include(if: $withEvents) { title } } }';
    const { first } = (await subscribe(query, { name: 'ana', audience: 'a' }, { withEvents: 'yes' })) as { first?: ExecutionResult };
    expect(first?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('the viewer-independent fields', () => {
  it('are all fields of the gateway schema', () => {
    const schema = createGatewaySchema();
    for (const [typeName, fields] of Object.entries(VIEWER_INDEPENDENT_FIELDS)) {
      const type = schema.getType(typeName);
      expect(type, typeName).toBeDefined();
      const known = Object.keys((type as { getFields(): Record<string, unknown> }).getFields());
      for (const field of fields) expect(known, `${typeName}.${field}`).toContain(field);
    }
  });
});
