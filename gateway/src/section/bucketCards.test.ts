import { describe, expect, it, vi } from 'vitest';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';
import { toContentModels } from './content.ts';

vi.mock('./content.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./content.ts')>();
  return { ...actual, toContentModels: vi.fn(actual.toContentModels) };
});

describe("a bucket's embedded cards", () => {
  it('become models once per bucket, however the page reads them', async () => {
    const { query } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    vi.mocked(toContentModels).mockClear();
    const { data, errors } = await query(
      `{ section(name: "home") { bucketsConnection(first: 3) { edges { node {
          itemsConnection(first: 4) { edges { node { ... on Video { title } } } } } } } } }`,
      { headers: { cookie: cookieHeaderFrom(checkIn.headers) } },
    );
    expect(errors).toBeUndefined();
    expect(data!.section.bucketsConnection.edges).toHaveLength(3);
    expect(toContentModels).toHaveBeenCalledTimes(3);
  });
});
