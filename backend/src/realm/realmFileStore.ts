// Writes a checked realm file (realmFile.ts) to the database, and reads realm
// files from a directory. A realm is upserted by its name: its row, its labels
// (the platform's defaults with the file's overrides), its menu (replaced), and
// the licences and sections the file declares. Content stays where it is.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageDirectory } from '@ringside/ops/packageDirectory';
import type { Database, Queryable } from '../db/database.ts';
import { defaultLabels } from '../seed/labels.ts';
import { menuItemRows, type MenuItemDefinition, type MenuLeafDefinition } from './menu.ts';
import {
  duplicateHostnameErrors,
  formatRealmFileErrors,
  validateRealmFile,
  type RealmFile,
  type RealmFileError,
} from './realmFile.ts';

type RealmFileMenuItem = RealmFile['menu']['items'][number];

/** The realm files shipped with the platform: the demo realms. */
export const builtInRealmsDir = join(packageDirectory('@ringside/backend', import.meta.url), 'realms');

/** Rows a file adds (sections, buckets, licences) take ids from here up, clear of the demo data's fixed ids. */
const firstFileRowId = 1_000_000;
const nextId = (table: string) => `(select greatest(coalesce(max(id), 0) + 1, ${firstFileRowId}) from ${table})`;

// Menu items of a realm are numbered from realm id × 1000, in file order, so that
// writing the same file again gives the same ids (clients key their menus by id).
const menuIdBase = (realmId: number) => realmId * 1000;

/** The realm's analytics entries are the file's: replaced as a whole, like its menu. */
async function writeAnalyticsProviders(tx: Queryable, realmId: number, file: RealmFile): Promise<void> {
  await tx.query('delete from analytics_provider_config where realm_id = $1', [realmId]);
  for (const entry of file.analyticsProviders) {
    await tx.query(
      'insert into analytics_provider_config (realm_id, device_type, provider, settings) values ($1, $2, $3, $4)',
      [realmId, entry.deviceType, entry.provider, JSON.stringify(entry.settings)],
    );
  }
}

/**
 * Host names that another realm already serves: an error for each. Realms named in
 * `alsoWritten` are left out (their own files, written with this one, say their names).
 */
export async function hostnameClashes(db: Queryable, file: RealmFile, alsoWritten: string[] = []): Promise<RealmFileError[]> {
  const rows = await db.query<{ name: string; domain: string }>(
    `select name, domain from realm, unnest(domains) as domain
      where name <> $1 and not (name = any($3::text[])) and domain = any($2::text[])`,
    [file.name, file.hostnames.domains, alsoWritten],
  );
  return rows.map((row) => ({
    path: `hostnames.domains[${file.hostnames.domains.indexOf(row.domain)}]`,
    message: `'${row.domain}' is already served by realm '${row.name}'`,
  }));
}

/**
 * Upserts the realm a file describes (by name) and what hangs off it; returns its id.
 * `fixedId` keeps a demo realm on the id its seeded content refers to.
 */
export async function writeRealmFile(tx: Queryable, file: RealmFile, options: { fixedId?: number } = {}): Promise<number> {
  const { MAIN_TITLE, logo, fonts, colours, logoGlyph } = file.branding;
  const columns: Record<string, unknown> = {
    name: file.name,
    full_name: file.fullName,
    domains: file.hostnames.domains,
    preferred_domain: file.hostnames.preferredDomain,
    languages: file.languages,
    default_language: file.defaultLanguage,
    settings: JSON.stringify({ MAIN_TITLE, logo, fonts, colours, logoGlyph }),
    menu_layout: file.menu.layout,
    guests_allowed: file.guestsAllowed,
    full_guest_access: file.fullGuestAccess,
    allow_guest_schedule: file.allowGuestSchedule,
    allow_self_registration: file.allowSelfRegistration,
    pin_login_enabled: file.pinLoginEnabled,
    has_live: file.hasLive,
    requires_confirmation: file.requiresConfirmation,
    watchlists_enabled: file.watchlistsEnabled,
    authentication_providers: JSON.stringify(file.authenticationProviders),
    profile_configuration: JSON.stringify(file.profileConfiguration),
    has_dvr: file.hasDvr,
    epg_matrix: file.epgMatrix,
    schedule_section: file.scheduleSection,
    watchlist_favourites_mode: file.systemDefinedWatchlistFavouritesMode,
    geo_blocked_content_display_mode: file.geoBlockedContentDisplayMode,
    current_program_playback_status: file.currentProgramPlaybackStatus,
    epg_playback_content_status: file.epgPlaybackContentStatus,
    multi_view_allowed: file.multiViewAllowed,
    concurrent_stream_limit: file.concurrentStreamLimit,
    compulsory_trial: file.compulsoryTrial,
    show_licences_on_signup: file.showLicencesOnSignup,
    checkout_first_step: file.checkoutFirstStep,
    checkout_flow: file.checkoutFlow,
    has_vouchers: file.hasVouchers,
    gifting: file.gifting,
    has_promo_notification: file.hasPromoNotification,
    content_search_engine: file.contentSearchEngine,
    splash_url: file.splashUrl,
    not_found_page: file.notFoundPage === null ? null : JSON.stringify(file.notFoundPage),
    vpn_allowed: file.vpnAllowed,
    with_cookie_banner: file.withCookieBanner,
    smart_banner: file.smartBanner === null ? null : JSON.stringify(file.smartBanner),
    partition_settings: JSON.stringify(file.partitionSettings),
    interstitials: JSON.stringify(file.interstitials),
    enhanced_metadata_views: file.enhancedMetadataViews,
  };
  const names = Object.keys(columns);
  const params = Object.values(columns);
  params.push(options.fixedId ?? null);
  const [row] = await tx.query<{ id: number }>(
    `insert into realm (id, ${names.join(', ')})
     values (coalesce($${params.length}::int, nextval('realm_id_seq')::int), ${names.map((_, index) => `$${index + 1}`).join(', ')})
     on conflict (name) do update set ${names.filter((name) => name !== 'name').map((name) => `${name} = excluded.${name}`).join(', ')}
     returning id`,
    params,
  );
  const realmId = row!.id;
  await writeLabels(tx, realmId, file);
  await writeMenu(tx, realmId, file);
  await writeSections(tx, realmId, file);
  await writeLicences(tx, realmId, file);
  await writeAnalyticsProviders(tx, realmId, file);
  return realmId;
}

/** The platform's labels in the realm's languages, with the file's overrides on top. */
async function writeLabels(tx: Queryable, realmId: number, file: RealmFile): Promise<void> {
  const labels = new Map<string, Record<string, string>>();
  for (const [key, texts] of [...Object.entries(defaultLabels), ...Object.entries(file.labels)]) {
    const inRealm = Object.fromEntries(Object.entries(texts).filter(([language]) => file.languages.includes(language)));
    labels.set(key, { ...labels.get(key), ...inRealm });
  }
  const kept = [...labels].filter(([, texts]) => Object.keys(texts).length > 0);
  await tx.query('delete from label where realm_id = $1', [realmId]);
  await tx.query(
    `insert into label (realm_id, key, texts)
     select $1, key, texts::jsonb from unnest($2::text[], $3::text[]) as given (key, texts)`,
    [realmId, kept.map(([key]) => key), kept.map(([, texts]) => JSON.stringify(texts))],
  );
}

/** The file's menu replaces the realm's (rows as menu.ts writes them; folders before their items). */
async function writeMenu(tx: Queryable, realmId: number, file: RealmFile): Promise<void> {
  let next = menuIdBase(realmId);
  const leaf = (item: RealmFileMenuItem): MenuLeafDefinition => {
    const base = { id: ++next, title: item.title, ...(item.icon ? { icon: item.icon } : {}), ...(item.platforms ? { platforms: item.platforms } : {}),
      ...(item.published === false ? { published: false } : {}), ...(item.partitions ? { partitions: item.partitions } : {}) };
    switch (item.type) {
      case 'SECTION': return { ...base, type: 'SECTION', section: item.section! };
      case 'VIEW': return { ...base, type: 'VIEW', view: item.view! };
      case 'LINK': return { ...base, type: 'LINK', url: item.url! };
      default: return { ...base, type: 'PLUGIN', plugin: item.plugin!, ...(item.url ? { url: item.url } : {}) };
    }
  };
  const definitions = file.menu.items.map((item): MenuItemDefinition => {
    if (item.type !== 'FOLDER') return leaf(item);
    const folder = { id: ++next, title: item.title, ...(item.icon ? { icon: item.icon } : {}), ...(item.platforms ? { platforms: item.platforms } : {}),
      ...(item.partitions ? { partitions: item.partitions } : {}) };
    return { ...folder, type: 'FOLDER', items: (item.items ?? []).map(leaf) };
  });
  const rows = menuItemRows(realmId, definitions);
  await tx.query('delete from menu_item where realm_id = $1', [realmId]);
  for (const row of rows) {
    await tx.query(
      `insert into menu_item (id, realm_id, position, type, title, section, view, url, plugin, icon, platforms, parent_id, published, partitions)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [row.id, row.realm_id, row.position, row.type, JSON.stringify(row.title), row.section, row.view, row.url, row.plugin,
        row.icon, row.platforms, row.parent_id, row.published, row.partitions],
    );
  }
}

/** Sections the file declares: upserted by name, their buckets replaced. */
async function writeSections(tx: Queryable, realmId: number, file: RealmFile): Promise<void> {
  for (const section of file.sections) {
    const [row] = await tx.query<{ id: number }>(
      `insert into section (id, realm_id, name, title, seo_title) values (${nextId('section')}, $1, $2, $3, $4)
       on conflict (realm_id, name) do update set title = excluded.title, seo_title = excluded.seo_title
       returning id`,
      [realmId, section.name, JSON.stringify(section.title), JSON.stringify(section.seoTitle)],
    );
    await tx.query('delete from bucket where section_id = $1', [row!.id]);
    for (const [position, bucket] of section.buckets.entries()) {
      await tx.query(
        `insert into bucket (id, section_id, position, name, title, type, live_status)
         values (${nextId('bucket')}, $1, $2, $3, $4, $5, $6)`,
        [row!.id, position, bucket.name, JSON.stringify(bucket.title), bucket.type, bucket.liveStatus],
      );
    }
  }
}

/**
 * Licences the file declares: known by their name in the default language, so
 * writing the file again updates them (a licence someone holds is never removed).
 */
async function writeLicences(tx: Queryable, realmId: number, file: RealmFile): Promise<void> {
  for (const [position, licence] of file.licences.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `select id from licence where realm_id = $1 and name ->> $2 = $3`,
      [realmId, file.defaultLanguage, licence.name[file.defaultLanguage]],
    );
    const values = [realmId, JSON.stringify(licence.name), JSON.stringify(licence.description), licence.subscriptionPeriod,
      licence.trialDays, position];
    const [written] = row
      ? await tx.query<{ id: number }>(
          `update licence set name = $2, description = $3, subscription_period = $4, trial_days = $5, position = $6
            where id = $7 and realm_id = $1 returning id`,
          [...values, row.id],
        )
      : await tx.query<{ id: number }>(
          `insert into licence (id, realm_id, kind, name, description, subscription_period, trial_days, position)
           values (${nextId('licence')}, $1, 'SUBSCRIPTION', $2, $3, $4, $5, $6) returning id`,
          values,
        );
    await tx.query('delete from licence_amount where licence_id = $1', [written!.id]);
    for (const [index, amount] of licence.amounts.entries()) {
      await tx.query(
        'insert into licence_amount (licence_id, currency, amount, scale, is_default) values ($1, $2, $3, $4, $5)',
        [written!.id, amount.currency, amount.amount, amount.scale, index === 0],
      );
    }
  }
}

/** A realm file read from disk, checked; `source` names it in errors. */
export interface LoadedRealmFile {
  source: string;
  realm: RealmFile;
}

/** Thrown when realm files cannot be used: its message lists every error, by file and path. */
export class RealmFilesError extends Error {
  constructor(readonly errors: { source: string; error: RealmFileError }[]) {
    super(`Invalid realm files:\n${formatRealmFileErrors(errors)}`);
    this.name = 'RealmFilesError';
  }
}

/** Parses and checks one file's text. */
export function parseRealmFile(source: string, text: string): { source: string; result: ReturnType<typeof validateRealmFile> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { source, result: { ok: false, errors: [{ path: '(root)', message: `is not JSON: ${(error as Error).message}` }] } };
  }
  return { source, result: validateRealmFile(parsed) };
}

/**
 * Every `*.json` of the directories (in name order), checked together: one error
 * in any file, or a host name or realm name used twice, throws a RealmFilesError
 * listing them all.
 */
export async function loadRealmFiles(paths: string[]): Promise<LoadedRealmFile[]> {
  const files: string[] = [];
  for (const path of paths) {
    if (path.endsWith('.json')) {
      files.push(path);
      continue;
    }
    const names = (await readdir(path)).filter((name) => name.endsWith('.json')).sort();
    files.push(...names.map((name) => join(path, name)));
  }
  const errors: { source: string; error: RealmFileError }[] = [];
  const loaded: LoadedRealmFile[] = [];
  for (const source of files) {
    const { result } = parseRealmFile(source, await readFile(source, 'utf8'));
    if (result.ok) loaded.push({ source, realm: result.realm });
    else errors.push(...result.errors.map((error) => ({ source, error })));
  }
  const seen = new Map<string, string>();
  for (const { source, realm } of loaded) {
    const earlier = seen.get(realm.name);
    if (earlier) errors.push({ source, error: { path: 'name', message: `realm '${realm.name}' is also defined in ${earlier}` } });
    seen.set(realm.name, source);
  }
  errors.push(...duplicateHostnameErrors(loaded));
  if (errors.length > 0) throw new RealmFilesError(errors);
  return loaded;
}

/**
 * Reads the realm files of `paths` (loadRealmFiles) and writes them all in one
 * transaction, after checking no host name of theirs is another realm's: a
 * mistake anywhere stops the start with every error listed and nothing written.
 * `fixedIds` keeps a realm on a given id (the demo realms, whose content names them).
 */
export async function applyRealmFiles(db: Database, paths: string[], options: { fixedIds?: Map<string, number> } = {}): Promise<void> {
  if (paths.length === 0) return;
  const realmFiles = await loadRealmFiles(paths);
  const names = realmFiles.map((file) => file.realm.name);
  await db.transaction(async (tx) => {
    const clashes = [];
    for (const { source, realm } of realmFiles) {
      clashes.push(...(await hostnameClashes(tx, realm, names)).map((error) => ({ source, error })));
    }
    if (clashes.length > 0) throw new RealmFilesError(clashes);
    for (const { realm } of realmFiles) await writeRealmFile(tx, realm, { fixedId: options.fixedIds?.get(realm.name) });
  });
}
