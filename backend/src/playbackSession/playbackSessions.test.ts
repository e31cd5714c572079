import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { HEARTBEAT_EXPIRY_SECONDS } from './playbackSessions.ts';

// Ringside lets one account play two streams at once; Acme one (seed).
describe('the concurrent-stream limit', () => {
  let backend: TestBackend;
  // A fresh backend per story: the demo customer's streams of one must not count in the next.
  beforeEach(async () => {
    backend = await testBackend();
  });
  afterEach(() => backend.close());

  const play = (token: string, url = '/api/v2/stream/vod/3', realm = 'ringside') =>
    backend.app.inject({ url, headers: { ...headers(realm), ...bearer(token) } });
  const heartbeat = (token: string, id: string) =>
    backend.app.inject({ method: 'POST', url: `/api/v2/stream/session/${id}/heartbeat`, headers: { ...headers(), ...bearer(token) }, payload: {} });
  const stop = (token: string, id: string) =>
    backend.app.inject({ method: 'DELETE', url: `/api/v2/stream/session/${id}`, headers: { ...headers(), ...bearer(token) } });
  const devices = (count: number, realm = 'ringside') =>
    Promise.all(Array.from({ length: count }, () => signInCustomer(backend, realm)));

  it('refuses a third device while two others play, and lets it play once one stops', async () => {
    const [laptop, phone, tv] = await devices(3);
    const first = await play(laptop!);
    expect(first.statusCode).toBe(200);
    expect(first.json().playbackSession).toMatchObject({ heartbeatIntervalSeconds: 30 });
    expect((await play(phone!, '/api/v2/stream/vod/5')).statusCode).toBe(200);

    const refused = await play(tv!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CONCURRENT_STREAM_LIMIT', limit: 2 });

    // The laptop moving on to another video is still one stream.
    const next = await play(laptop!, '/api/v2/stream/vod/7');
    expect(next.statusCode).toBe(200);
    expect((await play(tv!)).statusCode).toBe(403);

    expect((await stop(laptop!, next.json().playbackSession.id)).statusCode).toBe(204);
    expect((await play(tv!)).statusCode).toBe(200);
  });

  it('frees the place of a device whose heartbeats stopped, and keeps the one that sends them', async () => {
    const [laptop, phone, tv] = await devices(3);
    const laptopSession = (await play(laptop!)).json().playbackSession.id;
    const phoneSession = (await play(phone!)).json().playbackSession.id;
    expect((await play(tv!)).statusCode).toBe(403);

    backend.clock.advanceMinutes(0.5);
    expect((await heartbeat(phone!, phoneSession)).statusCode).toBe(204);
    backend.clock.advanceMinutes(HEARTBEAT_EXPIRY_SECONDS / 60 - 0.25);
    // The laptop went quiet more than the expiry ago; the phone did not.
    expect((await play(tv!)).statusCode).toBe(200);
    // Back from sleep, the laptop finds its place taken.
    const late = await heartbeat(laptop!, laptopSession);
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('CONCURRENT_STREAM_LIMIT');
  });

  it('ends the session of a stream the same device replaced', async () => {
    const [laptop] = await devices(1);
    const old = (await play(laptop!)).json().playbackSession.id;
    await play(laptop!, '/api/v2/stream/vod/4');
    expect((await heartbeat(laptop!, old)).statusCode).toBe(404);
  });

  it('does not count another account, and follows each realm’s own limit', async () => {
    const [acmeLaptop, acmePhone] = await devices(2, 'acme');
    expect((await play(acmeLaptop!, '/api/v2/stream/vod/101', 'acme')).statusCode).toBe(200);
    const second = await play(acmePhone!, '/api/v2/stream/vod/101', 'acme');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'CONCURRENT_STREAM_LIMIT', limit: 1 });
    // Ringside's demo customer is another account: its streams are its own.
    const [ringsideLaptop] = await devices(1);
    expect((await play(ringsideLaptop!)).statusCode).toBe(200);
  });

  it('refuses a malformed session id with a clear error', async () => {
    const [laptop] = await devices(1);
    const response = await heartbeat(laptop!, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
  });
});
