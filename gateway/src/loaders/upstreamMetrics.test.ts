// What operators see of the upstream path on /metrics: REST calls by route
// pattern (never by raw URL: one label value per video would be unbounded) and
// how many keys each DataLoader batch carried.
import { describe, expect, it } from 'vitest';
import { dataLoaderBatchSize, upstreamRequestDuration } from '../observability/metrics.ts';
import { guestToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';

async function countOf(histogram: typeof upstreamRequestDuration | typeof dataLoaderBatchSize, labels: Record<string, string>) {
  const { values } = await histogram.get();
  const count = values.find(
    (value) =>
      value.metricName?.endsWith('_count') && Object.entries(labels).every(([name, label]) => (value.labels as Record<string, unknown>)[name] === label),
  );
  return count?.value ?? 0;
}
async function sumOf(histogram: typeof dataLoaderBatchSize, labels: Record<string, string>) {
  const { values } = await histogram.get();
  return values.find((value) => value.metricName?.endsWith('_sum') && value.labels['loader'] === labels['loader'])?.value ?? 0;
}

describe('upstream metrics', () => {
  it('count two videos of one query as one REST call to /api/v2/vod and one batch of two', async () => {
    const { query } = createTestGateway();
    const restCalls = { method: 'GET', route: '/api/v2/vod', status: '200' };
    const [callsBefore, batchesBefore, keysBefore] = await Promise.all([
      countOf(upstreamRequestDuration, restCalls),
      countOf(dataLoaderBatchSize, { loader: 'videoLoader' }),
      sumOf(dataLoaderBatchSize, { loader: 'videoLoader' }),
    ]);

    const answer = await query(`{ a: video(internalId: "1") { title } b: video(internalId: "2") { title } }`, {
      headers: { authorization: `Bearer ${guestToken('ringside')}` },
    });

    expect(answer.errors).toBeUndefined();
    expect((await countOf(upstreamRequestDuration, restCalls)) - callsBefore).toBe(1);
    expect((await countOf(dataLoaderBatchSize, { loader: 'videoLoader' })) - batchesBefore).toBe(1);
    expect((await sumOf(dataLoaderBatchSize, { loader: 'videoLoader' })) - keysBefore).toBe(2);
  });

  it('label a call by its path template, not by the id it asked for', async () => {
    const { query } = createTestGateway();
    await query(`{ series(internalId: "7") { title } }`, { headers: { authorization: `Bearer ${guestToken('ringside')}` } });
    const { values } = await upstreamRequestDuration.get();
    const routes = new Set(values.map((value) => value.labels['route']));
    expect(routes).toContain('/api/v2/series/{id}');
    expect([...routes].some((route) => /\/\d+$/.test(String(route)))).toBe(false);
  });
});
