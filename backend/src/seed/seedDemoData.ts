import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { acme } from './acmeRealm.ts';
import { seedAccountSettings } from './accountSettings.ts';
import { seedChannels } from './channels.ts';
import { demoAccounts, seedDemoAccounts } from './demoAccounts.ts';
import { seedDemoOAuthClients } from '../oauth/demoClients.ts';
import type { DemoRealmData } from './demoTypes.ts';
import { applyRealmFiles, builtInRealmsDir } from '../realm/realmFileStore.ts';
import { ringside } from './ringsideRealm.ts';
import { seedRatings } from './ratings.ts';
import { seedLicences } from './licences.ts';
import { seedCommerce, seedDemoSubscribers, seedGiftItems, seedPriceMigration } from './commerce.ts';
import { seedSponsors } from '../sponsor/demoSponsors.ts';
import { seedFighters } from '../fighter/demoFighters.ts';
import { seedNews } from '../news/demoNews.ts';
import { seedPromoNotifications } from '../promo/demoPromoNotifications.ts';
import { rebuildSearchIndex } from '../search/searchIndex.ts';

export const demoRealms: DemoRealmData[] = [ringside, acme];

type Value = string | number | boolean | null | Date | string[] | object;

/** Marks an array bound for a jsonb column (plain arrays are text[] values). */
class Json {
  constructor(readonly value: unknown) {}
}

// jsonb values go over the wire as JSON text; arrays stay arrays (text[] columns).
function toParam(value: Value | undefined): unknown {
  if (value === undefined) return null;
  if (value instanceof Json) return JSON.stringify(value.value);
  if (value === null || value instanceof Date || Array.isArray(value) || typeof value !== 'object') return value;
  return JSON.stringify(value);
}

/**
 * Inserts rows, or updates them when the key exists. `keepOnUpdate` names columns
 * written only on first insert (so a restart does not move release dates).
 */
async function upsert(
  tx: Queryable,
  table: string,
  key: string[],
  rows: Record<string, Value | undefined>[],
  keepOnUpdate: string[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const params: unknown[] = [];
  const values = rows.map(
    (row) => `(${columns.map((column) => (params.push(toParam(row[column])), `$${params.length}`)).join(', ')})`,
  );
  const updates = columns.filter((column) => !key.includes(column) && !keepOnUpdate.includes(column));
  await tx.query(
    `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}
     on conflict (${key.join(', ')}) do ${
       updates.length ? `update set ${updates.map((column) => `${column} = excluded.${column}`).join(', ')}` : 'nothing'
     }`,
    params,
  );
}

/** A demo realm's content, on the realm its file wrote (same fixed id). */
async function seedRealm(tx: Queryable, data: DemoRealmData, now: Date): Promise<void> {
  const { realm } = data;
  await upsert(tx, 'series', ['id'], data.series.map((series) => ({
    id: series.id, realm_id: realm.id, title: series.title, description: series.description, sport: series.sport,
  })));
  await upsert(tx, 'season', ['id'], data.series.flatMap((series) => series.seasons.map((season) => ({
    id: season.id, series_id: series.id, season_number: season.seasonNumber, title: season.title,
  }))));
  await upsert(tx, 'video', ['id'], data.videos.map((video) => ({
    id: video.id, realm_id: realm.id, title: video.title, description: video.description, duration: video.duration,
    release_date: new Date(now.getTime() - video.daysAgo * 86_400_000), tags: video.tags, sport: video.sport,
    series_id: video.seriesId ?? null, season_id: video.seasonId ?? null, episode_number: video.episodeNumber ?? null,
  })), ['release_date']);
  await upsert(tx, 'live_event', ['id'], data.liveEvents.map((event) => ({
    id: event.id, realm_id: realm.id, title: event.title, description: event.description, sport: event.sport,
    venue: event.venue, start_date: now, end_date: now,
    demo_start_offset_minutes: event.startOffsetMinutes, demo_duration_minutes: event.durationMinutes,
    stream_provider: event.streamProvider ?? 'ringside-origin',
  })));
  await upsert(tx, 'playlist', ['id'], data.playlists.map((playlist) => ({
    id: playlist.id, realm_id: realm.id, title: playlist.title, description: playlist.description, sport: playlist.sport,
  })));
  const playlistIds = data.playlists.map((playlist) => playlist.id);
  await tx.query('delete from playlist_video where playlist_id = any($1::int[])', [playlistIds]);
  await upsert(tx, 'playlist_video', ['playlist_id', 'position'], data.playlists.flatMap((playlist) =>
    playlist.videoIds.map((videoId, position) => ({ playlist_id: playlist.id, position, video_id: videoId }))));

  await upsert(tx, 'section', ['id'], data.sections.map((section) => ({
    id: section.id, realm_id: realm.id, name: section.name, title: section.title, seo_title: section.seoTitle,
    hero_content_type: section.hero?.[0] ?? null, hero_content_id: section.hero?.[1] ?? null,
    published: section.published ?? true,
  })));
  const buckets = data.sections.flatMap((section) => section.buckets.map((bucket, position) => ({ section, bucket, position })));
  await upsert(tx, 'bucket', ['id'], buckets.map(({ section, bucket, position }) => ({
    id: bucket.id, section_id: section.id, position, name: bucket.name, title: bucket.title, type: bucket.type,
    live_status: bucket.liveStatus ?? null, published: bucket.published ?? true,
  })));
  await tx.query('delete from bucket_item where bucket_id = any($1::int[])', [buckets.map(({ bucket }) => bucket.id)]);
  await upsert(tx, 'bucket_item', ['bucket_id', 'position'], buckets.flatMap(({ bucket }) =>
    (bucket.items ?? []).map(([contentType, contentId], position) => ({
      bucket_id: bucket.id, position, content_type: contentType, content_id: contentId,
    }))));
}

/**
 * Which demo data a database holds. The demo is written once per revision, so a
 * restart is quick and keeps what viewers and admins changed since; bump the
 * revision when the demo data changes in a way its tables and arrays below do
 * not show (the fingerprint covers the realms' content and the accounts).
 */
const DEMO_DATA_REVISION = 1;

export function demoDataFingerprint(): string {
  const hash = createHash('sha256').update(JSON.stringify([DEMO_DATA_REVISION, demoRealms, demoAccounts]));
  return `${DEMO_DATA_REVISION}:${hash.digest('hex').slice(0, 16)}`;
}

// Two backends starting at once on one database write the demo one after the other.
const DEMO_DATA_LOCK = 4101;

/**
 * The demo (what `npm start` and the tests ask for, never production: config.ts):
 * the built-in demo realms' files with REALMS_DIR's, the demo content and accounts
 * (once per revision, an idempotent upsert by fixed ids), then, at every start,
 * the demo live events and EPG laid out again around `now`, so that whatever day
 * the server starts some events are on air, some upcoming and some over.
 */
export async function seedDemoData(db: Database, now: Date, options: { realmsDir?: string | null } = {}): Promise<void> {
  const fixedIds = new Map(demoRealms.map(({ realm }) => [realm.name, realm.id]));
  await applyRealmFiles(db, [builtInRealmsDir, ...(options.realmsDir ? [options.realmsDir] : [])], { fixedIds });
  const fingerprint = demoDataFingerprint();
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [DEMO_DATA_LOCK]);
    const [loaded] = await tx.query<{ revision: string }>('select revision from demo_data');
    const writing = loaded?.revision !== fingerprint;
    if (writing) {
      await writeDemoContent(tx, now);
      await tx.query('delete from demo_data');
      await tx.query('insert into demo_data (revision) values ($1)', [fingerprint]);
    }
    await reanchorDemoEvents(tx, now);
    await seedChannels(tx, now);
    // Last: the search index reads every title, rating and fighter written above, and the events' new
    // starts (a hit says whether it is live); on a later start only the events moved.
    const demoRealmIds = demoRealms.map(({ realm }) => realm.id);
    await rebuildSearchIndex(tx, demoRealmIds, writing ? undefined : ['LIVE_EVENT']);
  });
}

async function writeDemoContent(tx: Queryable, now: Date): Promise<void> {
  for (const data of demoRealms) await seedRealm(tx, data, now);
  await seedDemoAccounts(tx);
  await seedLicences(tx);
  await seedCommerce(tx, now);
  await seedGiftItems(tx);
  await seedPriceMigration(tx, now);
  await seedDemoSubscribers(tx, now);
  await seedAccountSettings(tx, now);
  await seedDemoOAuthClients(tx);
  await seedRatings(tx);
  await seedSponsors(tx);
  await seedFighters(tx, now);
  await seedNews(tx, now);
  await seedPromoNotifications(tx, now);
}

/** Demo live events an admin has not rescheduled (liveEventAdminRoutes.ts lets go of them) move with the server's start. */
export async function reanchorDemoEvents(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `update live_event
        set start_date = $1::timestamptz + demo_start_offset_minutes * interval '1 minute',
            end_date = $1::timestamptz + (demo_start_offset_minutes + demo_duration_minutes) * interval '1 minute'
      where demo_start_offset_minutes is not null and demo_duration_minutes is not null`,
    [now],
  );
}
