// What a gateway asks of the shared registry, and what it believes of the answer.
// The registry's side runs for real in tests/integration/persistedOperations.test.ts;
// here the backend is a stand-in that counts the calls.
import { describe, expect, it } from 'vitest';
import { HTTPError, UpstreamUnavailableError, type RestClient } from '../lib/restClient.ts';
import { persistedOperationId, type PersistedOperation } from './persistedOperations.ts';
import { createSharedPersistedOperations } from './sharedPersistedOperations.ts';

const text = 'query Elsewhere {\n  realm {\n    name\n  }\n}\n';
const id = persistedOperationId(text);

function registry(answer: (id: string) => unknown) {
  const asked: string[] = [];
  const registered: unknown[] = [];
  const api = {
    async get(_path: string, request: { params: { id: string } }) {
      asked.push(request.params.id);
      const result = answer(request.params.id);
      if (result instanceof Error) throw result;
      return result;
    },
    async request(_path: string, request: { body: unknown }) {
      registered.push(request.body);
      return { registered: 1, added: 1 };
    },
  } as unknown as RestClient;
  const warnings: string[] = [];
  const own = new Map<string, PersistedOperation>([[persistedOperationId('query Own { __typename }'), { text: 'query Own { __typename }', platform: 'web', file: 'web/operations.json' }]]);
  const shared = createSharedPersistedOperations({ own, api, log: { warn: (_details, message) => warnings.push(message) } });
  return { shared, asked, registered, warnings };
}

describe('persisted operations of other builds', () => {
  it('runs what the registry holds, asking once for many concurrent requests and never again', async () => {
    const { shared, asked } = registry(() => ({ id, platform: 'web', text }));
    expect(await Promise.all([shared.find(id), shared.find(id), shared.find(id)])).toEqual([text, text, text]);
    expect(await shared.find(id)).toBe(text);
    expect(asked).toEqual([id]);
  });

  it('does not run a text the registry gives for an id that is not its hash', async () => {
    const { shared } = registry(() => ({ id, platform: 'web', text: 'mutation Sneaky { signOut }' }));
    expect(await shared.find(id)).toBeNull();
  });

  it('remembers an unknown id for a while (a flood of made-up ids costs one call each), and never asks for what is not an id', async () => {
    const { shared, asked } = registry(() => new HTTPError(404, { code: 'PERSISTED_OPERATION_NOT_FOUND' }, 'url'));
    expect(await shared.find(id)).toBeNull();
    expect(await shared.find(id)).toBeNull();
    expect(await shared.find('../../admin')).toBeNull();
    expect(asked).toEqual([id]);
  });

  it('asks again after the registry could not be reached, and says so in the log', async () => {
    let reachable = false;
    const { shared, asked, warnings } = registry(() => (reachable ? { id, platform: 'web', text } : new UpstreamUnavailableError('url', new Error('refused'))));
    expect(await shared.find(id)).toBeNull();
    reachable = true;
    expect(await shared.find(id)).toBe(text);
    expect(asked).toEqual([id, id]);
    expect(warnings).toEqual(['persisted operations: the shared registry could not be asked']);
  });

  it('registers its own sets, one per platform', async () => {
    const { shared, registered } = registry(() => null);
    await shared.start();
    shared.close();
    expect(registered).toEqual([{ platform: 'web', operations: { [persistedOperationId('query Own { __typename }')]: 'query Own { __typename }' } }]);
  });
});
