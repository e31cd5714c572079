// The demo EPG: Ringside's three channels, the live events each carries, and a
// 24/7 line-up around them (replays of past fight nights, studio shows and the
// realm's videos), laid out from the server's start like the demo events, so
// that whatever day the server starts the grid is full for the week around it.
// Acme has no EPG (epgMatrix DISABLED), so no channels.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { t, type DemoLiveEvent, type DemoVideo } from './demoTypes.ts';
import { ringside } from './ringsideRealm.ts';

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
const DAY = 24 * 60 * MINUTE;
/** The line-up covers the days before and after the server's start that the demo events span. */
const LINE_UP_DAYS_BEFORE = 6;
const LINE_UP_DAYS_AFTER = 9;

interface DemoChannel {
  id: number;
  name: LocalisedText;
  sport: string;
}

interface DemoShow {
  title: LocalisedText;
  description: LocalisedText;
  minutes: number;
}

const channels: DemoChannel[] = [
  { id: 1, sport: 'MMA', name: t('Ringside MMA', 'Ringside MMA', 'Ringside MMA') },
  { id: 2, sport: 'Boxing', name: t('Ringside Boxing', 'Ringside Boxe', 'Ringside Boxeo') },
  { id: 3, sport: 'Kickboxing', name: t('Ringside Kickboxing', 'Ringside Kickboxing', 'Ringside Kickboxing') },
];

const shows: DemoShow[] = [
  {
    title: t('Ringside Tonight', 'Ringside Hoje', 'Ringside Esta Noche'),
    description: t('The day in combat sports: results, call-outs and the week ahead.',
      'O dia nos esportes de combate: resultados, provocações e a semana que vem.',
      'El día en los deportes de combate: resultados, desafíos y la semana que viene.'),
    minutes: 60,
  },
  {
    title: t('Corner Talk', 'Papo de Córner', 'Charla de Esquina'),
    description: t('Coaches break down the game plans of the next big fights.',
      'Treinadores analisam os planos de luta dos próximos grandes confrontos.',
      'Entrenadores analizan los planes de pelea de los próximos grandes combates.'),
    minutes: 30,
  },
  {
    title: t('The Weigh-In Show', 'O Show da Pesagem', 'El Show del Pesaje'),
    description: t('Scales, stare-downs and the last words before fight night.',
      'Balança, encaradas e as últimas palavras antes da noite de luta.',
      'Báscula, careos y las últimas palabras antes de la noche de pelea.'),
    minutes: 30,
  },
];

/** Fills a gap too short for anything else, and the half-hour before a fight night. */
const countdown: Omit<DemoShow, 'minutes'> = {
  title: t('Fight Night Countdown', 'Contagem Regressiva', 'Cuenta Regresiva'),
  description: t('Build-up, predictions and the walkouts to come.',
    'Preparação, palpites e as entradas que vêm aí.',
    'La previa, los pronósticos y los paseíllos que vienen.'),
};

export interface ProgrammeRow {
  channel_id: number;
  kind: 'REPLAY' | 'VIDEO' | 'SHOW';
  title: LocalisedText | null;
  description: LocalisedText | null;
  live_event_id: number | null;
  video_id: number | null;
  start_date: Date;
  end_date: Date;
}

interface Slot {
  kind: ProgrammeRow['kind'];
  minutes: number;
  show?: Omit<DemoShow, 'minutes'>;
  liveEventId?: number;
  videoId?: number;
}

const eventTimes = (event: DemoLiveEvent, now: Date) => {
  const start = now.getTime() + event.startOffsetMinutes * MINUTE;
  return { start, end: start + event.durationMinutes * MINUTE };
};

/** Whole quarter-hours, so the grid's programmes start on the quarter like a channel's. */
const quarterHoursOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 900)) * 15;

/**
 * One channel's line-up between `from` and `to`: the gaps between its live
 * events filled in turn with a show, a video, a replay of one of its events that
 * has ended by then, another video… A gap too short for the next slot gets the
 * countdown show. Deterministic: the same start gives the same grid.
 */
export function lineUp(
  channel: DemoChannel,
  events: DemoLiveEvent[],
  videos: DemoVideo[],
  range: { from: Date; to: Date; now: Date },
): ProgrammeRow[] {
  const onAir = events
    .filter((event) => event.sport === channel.sport)
    .map((event) => ({ event, ...eventTimes(event, range.now) }))
    .sort((a, b) => a.start - b.start);
  const channelVideos = videos.filter((video) => video.sport === channel.sport);
  const rows: ProgrammeRow[] = [];
  let turn = channel.id; // channels start their rotation at different points
  const nextSlot = (at: number): Slot => {
    turn += 1;
    const pick = turn % 4;
    if (pick === 0) {
      const show = shows[Math.floor(turn / 4) % shows.length]!;
      return { kind: 'SHOW', minutes: show.minutes, show };
    }
    if (pick === 2) {
      const ended = onAir.filter((entry) => entry.end <= at);
      const replay = ended[Math.floor(turn / 4) % Math.max(1, ended.length)];
      if (replay) return { kind: 'REPLAY', minutes: Math.min(replay.event.durationMinutes, 120), liveEventId: replay.event.id };
    }
    const video = channelVideos[turn % channelVideos.length]!;
    return { kind: 'VIDEO', minutes: quarterHoursOf(video.duration), videoId: video.id };
  };
  const push = (slot: Slot, start: number, end: number) =>
    rows.push({
      channel_id: channel.id,
      kind: slot.kind,
      title: slot.show?.title ?? null,
      description: slot.show?.description ?? null,
      live_event_id: slot.liveEventId ?? null,
      video_id: slot.videoId ?? null,
      start_date: new Date(start),
      end_date: new Date(end),
    });

  let cursor = Math.floor(range.from.getTime() / HALF_HOUR) * HALF_HOUR;
  const end = range.to.getTime();
  while (cursor < end) {
    const current = onAir.find((entry) => entry.start <= cursor && entry.end > cursor);
    if (current) {
      cursor = current.end;
      continue;
    }
    const nextEvent = onAir.find((entry) => entry.start > cursor);
    const gapEnd = Math.min(nextEvent?.start ?? end, end);
    const slot = nextSlot(cursor);
    const slotEnd = cursor + slot.minutes * MINUTE;
    if (slotEnd <= gapEnd) {
      push(slot, cursor, slotEnd);
      cursor = slotEnd;
    } else {
      push({ kind: 'SHOW', minutes: 0, show: countdown }, cursor, gapEnd);
      cursor = gapEnd;
    }
  }
  return rows;
}

/**
 * Writes the demo channels, puts each demo event on its sport's channel and
 * lays the programmes out again around `now` (the old line-up is replaced,
 * like the demo events are re-anchored on every start).
 */
export async function seedChannels(tx: Queryable, now: Date): Promise<void> {
  const realmId = ringside.realm.id;
  for (const [position, channel] of channels.entries()) {
    await tx.query(
      `insert into channel (id, realm_id, position, name, sport) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set realm_id = excluded.realm_id, position = excluded.position,
         name = excluded.name, sport = excluded.sport`,
      [channel.id, realmId, position, JSON.stringify(channel.name), channel.sport],
    );
  }
  const placed = ringside.liveEvents.flatMap((event) => {
    const channel = channels.find((candidate) => candidate.sport === event.sport);
    return channel ? [[event.id, channel.id] as const] : [];
  });
  await tx.query(
    `insert into channel_event (live_event_id, channel_id)
     select * from unnest($1::int[], $2::int[])
     on conflict (live_event_id) do update set channel_id = excluded.channel_id`,
    [placed.map(([eventId]) => eventId), placed.map(([, channelId]) => channelId)],
  );

  const range = { from: new Date(now.getTime() - LINE_UP_DAYS_BEFORE * DAY), to: new Date(now.getTime() + LINE_UP_DAYS_AFTER * DAY), now };
  const rows = channels.flatMap((channel) => lineUp(channel, ringside.liveEvents, ringside.videos, range));
  await tx.query('delete from programme where channel_id = any($1::int[])', [channels.map((channel) => channel.id)]);
  // One statement for the whole line-up: column arrays unnested into rows.
  await tx.query(
    `insert into programme (channel_id, kind, title, description, live_event_id, video_id, start_date, end_date)
     select * from unnest($1::int[], $2::text[], $3::jsonb[], $4::jsonb[], $5::int[], $6::int[], $7::timestamptz[], $8::timestamptz[])`,
    [
      rows.map((row) => row.channel_id),
      rows.map((row) => row.kind),
      rows.map((row) => (row.title ? JSON.stringify(row.title) : null)),
      rows.map((row) => (row.description ? JSON.stringify(row.description) : null)),
      rows.map((row) => row.live_event_id),
      rows.map((row) => row.video_id),
      rows.map((row) => row.start_date),
      rows.map((row) => row.end_date),
    ],
  );
}
