import { describe, expect, it } from 'vitest';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';

async function guest() {
  const test = createTestGateway();
  const checkIn = await test.query(`mutation { checkInAsGuest { viewer { role } } }`);
  return { ...test, headers: { cookie: cookieHeaderFrom(checkIn.headers) } };
}

describe('what a player is handed', () => {
  it('gives a video its seek-bar thumbnails and no DVR window', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(`{ video(internalId: "3") { playback { live dvrWindowSeconds thumbnailsUrl } } }`, {
      headers,
    });
    expect(errors).toBeUndefined();
    expect(data!.video.playback).toEqual({ live: false, dvrWindowSeconds: null, thumbnailsUrl: '/media/vod/asset-3/thumbnails.vtt' });
  });

  it('gives a live event its DVR window, and its replay thumbnails once it is over', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(
      `{ liveEventsConnection(first: 10) { edges { node { status playback { live dvrWindowSeconds thumbnailsUrl } } } } }`,
      { headers },
    );
    expect(errors).toBeUndefined();
    const byStatus = Object.fromEntries(data!.liveEventsConnection.edges.map((edge: any) => [edge.node.status, edge.node.playback]));
    expect(byStatus.LIVE).toEqual({ live: true, dvrWindowSeconds: 1740, thumbnailsUrl: null });
    expect(byStatus.ENDED).toEqual({ live: false, dvrWindowSeconds: null, thumbnailsUrl: '/media/vod/replay-3/thumbnails.vtt' });
  });
});
