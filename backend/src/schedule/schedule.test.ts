import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

const HOUR = 3_600_000;

interface EventJson {
  id: string;
  startDate: string;
  endDate: string;
  status: string;
}

interface ProgrammeJson {
  kind: string;
  title: string;
  startDate: string;
  endDate: string;
  status: string;
  playable: boolean;
  liveEventId: string | null;
  videoId: string | null;
}

describe('schedule and EPG', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  // A fixed start: the demo events sit at fixed offsets from it.
  const start = new Date('2026-11-25T12:00:00Z');
  beforeAll(async () => {
    // Realm settings read every time: one test turns the schedule section off.
    backend = await testBackend({ start, config: { realmCacheSeconds: 0 } });
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
  });
  afterAll(() => backend.close());

  const get = (url: string, extra: Record<string, string> = guest, realm = 'ringside') =>
    backend.app.inject({ url, headers: { ...headers(realm), ...extra } });
  const range = (from: Date, to: Date) => `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
  const week = range(start, new Date(start.getTime() + 7 * 24 * HOUR));

  describe('the week schedule', () => {
    it('lists the events on air during the week, earliest first, including the one on air now', async () => {
      const response = await get(`/api/v2/schedule?${week}`);
      expect(response.statusCode).toBe(200);
      const { events, paging } = response.json<{ events: EventJson[]; paging: { totalCount: number } }>();
      // Ringside's demo: two on air (started 100 and 45 minutes ago), three to come within the week.
      expect(events.map((event) => event.id)).toEqual(['2', '1', '3', '4', '5']);
      expect(paging.totalCount).toBe(5);
      expect(events.slice(0, 2).map((event) => event.status)).toEqual(['LIVE', 'LIVE']);
      const starts = events.map((event) => Date.parse(event.startDate));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('answers the same instants in the same order whatever offset the client writes them in', async () => {
      const from = '2026-11-25T09:00:00-03:00'; // 12:00 UTC, as a viewer in São Paulo writes it
      const to = '2026-12-02T21:00:00+09:00'; // 12:00 UTC a week later, as a viewer in Tokyo writes it
      const local = await get(`/api/v2/schedule?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      const utc = await get(`/api/v2/schedule?${week}`);
      expect(local.json()).toEqual(utc.json());
    });

    it('pages with rpp and p', async () => {
      const page2 = (await get(`/api/v2/schedule?${week}&rpp=2&p=2`)).json();
      expect(page2.events.map((event: EventJson) => event.id)).toEqual(['3', '4']);
      expect(page2.paging).toEqual({ page: 2, rpp: 2, totalCount: 5, moreDataAvailable: true });
      const beyond = (await get(`/api/v2/schedule?${week}&rpp=2&p=9`)).json();
      expect(beyond).toEqual({ events: [], paging: { page: 9, rpp: 2, totalCount: 5, moreDataAvailable: false } });
    });

    it.each([
      ['without to', `from=${encodeURIComponent(start.toISOString())}`, /to/],
      ['with to before from', range(start, new Date(start.getTime() - HOUR)), /to must be after/],
      ['longer than 8 days', range(start, new Date(start.getTime() + 8 * 24 * HOUR + 1000)), /at most 192 hours/],
      ['with a date that is not a date-time', 'from=tomorrow&to=2026-12-01T00:00:00Z', /from/],
    ])('refuses a range %s with VALIDATION_FAILED naming the problem', async (_case, query, message) => {
      const response = await get(`/api/v2/schedule?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toMatch(message);
    });

    it('needs a session', async () => {
      const response = await get(`/api/v2/schedule?${week}`, {});
      expect(response.statusCode).toBe(401);
    });

    it('is not found where the realm has turned the schedule section off', async () => {
      await backend.database.query(`update realm set schedule_section = 'DISABLED' where name = 'ringside'`);
      try {
        const response = await get(`/api/v2/schedule?${week}`);
        expect(response.statusCode).toBe(404);
      } finally {
        await backend.database.query(`update realm set schedule_section = 'ENABLED' where name = 'ringside'`);
      }
    });
  });

  describe('the guest schedule', () => {
    it('is open to a visitor without a session, and lists only what is not over', async () => {
      const response = await get(`/api/v2/schedule/guest?${range(new Date(start.getTime() - 5 * 24 * HOUR), start)}`, {});
      expect(response.statusCode).toBe(200);
      const ids = response.json().events.map((event: EventJson) => event.id);
      // Events 7 and 8 ended days ago; 2 and 1 are on air.
      expect(ids).toEqual(['2', '1']);
    });

    it('is not found on a realm without guests', async () => {
      const response = await get(`/api/v2/schedule/guest?${week}`, {}, 'acme');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the EPG', () => {
    const day = range(start, new Date(start.getTime() + 24 * HOUR));

    it('shows every channel with a full line-up: no gap and no overlap between programmes', async () => {
      const response = await get(`/api/v2/epg?${day}`);
      expect(response.statusCode).toBe(200);
      const { channels } = response.json<{ channels: { name: string; programmes: ProgrammeJson[] }[] }>();
      expect(channels.map((channel) => channel.name)).toEqual(['Ringside MMA', 'Ringside Boxing', 'Ringside Kickboxing']);
      for (const { programmes } of channels) {
        expect(Date.parse(programmes[0]!.startDate)).toBeLessThanOrEqual(start.getTime());
        expect(Date.parse(programmes.at(-1)!.endDate)).toBeGreaterThanOrEqual(start.getTime() + 24 * HOUR);
        for (let index = 1; index < programmes.length; index += 1) {
          expect(programmes[index]!.startDate).toBe(programmes[index - 1]!.endDate);
        }
      }
    });

    it('puts each live event on its channel, and lets the programme on air and past ones be played', async () => {
      const { channels } = (await get(`/api/v2/epg?${range(new Date(start.getTime() - 6 * HOUR), new Date(start.getTime() + 6 * HOUR))}`)).json<{
        channels: { programmes: ProgrammeJson[] }[];
      }>();
      const mma = channels[0]!.programmes;
      const fightNight = mma.find((programme) => programme.liveEventId === '1' && programme.kind === 'LIVE_EVENT');
      expect(fightNight).toMatchObject({ status: 'ON_AIR', playable: true, title: 'Ringside Fight Night 42: Navarro vs Hale 2' });
      const past = mma.filter((programme) => programme.status === 'PAST');
      expect(past.length).toBeGreaterThan(0);
      expect(past.filter((programme) => programme.kind !== 'SHOW').every((programme) => programme.playable)).toBe(true);
      expect(past.filter((programme) => programme.kind === 'SHOW').every((programme) => !programme.playable)).toBe(true);
      const boxing = channels[1]!.programmes;
      const upcomingFight = boxing.find((programme) => programme.liveEventId === '3' && programme.kind === 'LIVE_EVENT');
      expect(upcomingFight).toMatchObject({ status: 'UPCOMING', playable: false });
    });

    it('localises channel names and titles', async () => {
      const { channels } = (await get(`/api/v2/epg?${day}`, { ...guest, 'accept-language': 'pt-BR' })).json();
      expect(channels[1].name).toBe('Ringside Boxe');
    });

    it('refuses more than 48 hours at once', async () => {
      const response = await get(`/api/v2/epg?${range(start, new Date(start.getTime() + 49 * HOUR))}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/at most 48 hours/);
    });

    it('is not found on a realm whose epgMatrix is DISABLED (Acme)', async () => {
      const token = await signInCustomer(backend, 'acme');
      const response = await get(`/api/v2/epg?${day}`, bearer(token), 'acme');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });
  });

  describe('for a child profile', () => {
    let child: Record<string, string>;
    beforeAll(async () => {
      const adult = bearer(await signInCustomer(backend, 'ringside'));
      const created = await backend.app.inject({
        method: 'POST',
        url: '/api/v2/profiles',
        headers: { ...headers(), ...adult },
        payload: { name: `Kid ${Date.now()}`, kind: 'CHILD' },
      });
      const switched = await backend.app.inject({
        method: 'POST',
        url: '/api/v2/session/profile',
        headers: { ...headers(), ...adult },
        payload: { profileId: created.json().id },
      });
      child = bearer(switched.json().authorisationToken);
    });

    it('leaves out of the schedule and the EPG every event and video above its rating', async () => {
      const adultWeek = (await get(`/api/v2/schedule?${week}`)).json<{ events: (EventJson & { ageRating: string })[] }>().events;
      const childWeek = (await get(`/api/v2/schedule?${week}`, child)).json<{ events: EventJson[] }>().events;
      const allowed = adultWeek.filter((event) => ['ALL', 'AGE_7', 'AGE_12'].includes(event.ageRating)).map((event) => event.id);
      expect(allowed.length).toBeLessThan(adultWeek.length);
      expect(childWeek.map((event) => event.id)).toEqual(allowed);

      const day = range(new Date(start.getTime() - 12 * HOUR), new Date(start.getTime() + 12 * HOUR));
      const { channels } = (await get(`/api/v2/epg?${day}`, child)).json<{ channels: { programmes: ProgrammeJson[] }[] }>();
      const eventIds = channels.flatMap((channel) => channel.programmes.flatMap((programme) => programme.liveEventId ?? []));
      for (const id of eventIds) expect(allowed).toContain(id);
      const videoIds = [...new Set(channels.flatMap((channel) => channel.programmes.flatMap((programme) => programme.videoId ?? [])))];
      const videos = (await get(`/api/v2/vod?ids=${videoIds.join(',')}`, child)).json<{ videos: { id: string }[] }>().videos;
      expect(videos.map((video) => video.id).sort()).toEqual([...videoIds].sort());
    });
  });
});
