import { join } from 'node:path';
import { packageDirectory } from '@ringside/ops/packageDirectory';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { redisKeyPrefix } from '@ringside/ops/environment';
import { configFromEnv, type BackendConfig } from './config.ts';
import { historyRoutes } from './history/historyRoutes.ts';
import { newsImageRoutes, newsRoutes } from './news/newsRoutes.ts';
import { promoImageRoutes, promoNotificationRoutes } from './promo/promoNotificationRoutes.ts';
import { analyticsRoutes, referralSessionV1Routes } from './analytics/analyticsRoutes.ts';
import { liveEventRoutes } from './liveEvent/liveEventRoutes.ts';
import { createInProcessChannel, createRedisChannel, type LiveChannel } from './liveEvent/liveChannel.ts';
import { liveChannelRoutes } from './liveEvent/liveChannelRoutes.ts';
import { startLiveClock, type LiveClock } from './liveEvent/liveClock.ts';
import { liveEventAdminRoutes } from './liveEvent/liveEventAdminRoutes.ts';
import { playlistRoutes } from './playlist/playlistRoutes.ts';
import { scheduleRoutes } from './schedule/scheduleRoutes.ts';
import { sectionRoutes } from './section/sectionRoutes.ts';
import { seriesRoutes } from './series/seriesRoutes.ts';
import { searchRoutes } from './search/searchRoutes.ts';
import { videoRoutes } from './video/videoRoutes.ts';
import { fighterRoutes } from './fighter/fighterRoutes.ts';
import { watchlistRoutes } from './watchlist/watchlistRoutes.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/openDatabase.ts';
import type { BackendDeps } from './deps.ts';
import { installClosedResponses } from './http/closedResponses.ts';
import { installHealth } from './observability/health.ts';
import { createMetrics, installMetrics, type BackendMetrics } from './observability/metrics.ts';
import { installRequestIds, requestIdOf } from './observability/requestId.ts';
import { observeDatabase } from './db/observedDatabase.ts';
import { installErrorHandling } from './http/errorHandler.ts';
import { installJsonBodies } from './http/jsonBodies.ts';
import { installRequestContract } from './http/requestContract.ts';
import { accountRoutes, missingInformationRoutes } from './account/accountRoutes.ts';
import { partitionRoutes } from './partition/partitionRoutes.ts';
import { consentRoutes } from './consent/consentRoutes.ts';
import { imageRoutes } from './images/imageRoutes.ts';
import { initRoutes } from './init/initRoutes.ts';
import { mailboxRoutes } from './mail/mailboxRoutes.ts';
import { passwordResetRoutes } from './passwordReset/passwordResetRoutes.ts';
import { signupRoutes } from './signup/signupRoutes.ts';
import { streamRoutes } from './playback/streamRoutes.ts';
import { licenceRoutes } from './licence/licenceRoutes.ts';
import { entitlementRoutes } from './entitlement/entitlementRoutes.ts';
import { basketRoutes } from './basket/basketRoutes.ts';
import { paymentRoutes } from './payment/paymentRoutes.ts';
import { paymentCallbackRoutes } from './payment/paymentCallbackRoutes.ts';
import { testCardRoutes } from './payment/testCardProvider/testCardRoutes.ts';
import { testPaypalRoutes } from './payment/testPaypalProvider/testPaypalRoutes.ts';
import { cardRoutes } from './customer/cardRoutes.ts';
import { addressRoutes } from './customer/addressRoutes.ts';
import { paymentHistoryRoutes } from './customer/paymentHistoryRoutes.ts';
import { subscriptionRoutes } from './subscription/subscriptionRoutes.ts';
import { billingAdminRoutes } from './subscription/billingAdminRoutes.ts';
import { startRenewalTimer } from './subscription/renewals.ts';
import { giftRoutes } from './gift/giftRoutes.ts';
import { playbackSessionRoutes } from './playbackSession/playbackSessionRoutes.ts';
import { defaultMediaDir } from './media/assets.ts';
import { mediaRoutes } from './media/mediaRoutes.ts';
import { createLiveStreams } from './media/liveStreams.ts';
import { oauthRoutes } from './oauth/oauthRoutes.ts';
import { impersonationRoutes } from './impersonation/impersonationRoutes.ts';
import { installImpersonationAudit } from './impersonation/impersonationAudit.ts';
import { impersonationAuditRoutes } from './impersonation/impersonationAuditRoutes.ts';
import { tvLoginRoutes } from './tvLogin/tvLoginRoutes.ts';
import { parentalControlRoutes } from './profile/parentalControlRoutes.ts';
import { profileRoutes } from './profile/profileRoutes.ts';
import { vodAssets } from './playback/vodAssets.ts';
import { preferenceRoutes } from './preferences/preferenceRoutes.ts';
import { createRealmCache } from './realm/realmCache.ts';
import { realmRoutes } from './realm/realmRoutes.ts';
import { adminRealmRoutes } from './realm/adminRealmRoutes.ts';
import { persistedOperationRoutes } from './persistedOperation/persistedOperationRoutes.ts';
import { realmChangeRoutes } from './realm/realmChangeRoutes.ts';
import { createInProcessRealmChanges, createRedisRealmChanges } from './realm/realmChanges.ts';
import { applyRealmFiles } from './realm/realmFileStore.ts';
import { requireSolvedChallenge } from './security/attemptGuard.ts';
import { installRateLimits } from './security/rateLimits.ts';
import { installVpnBlock } from './security/vpnBlock.ts';
import { seedDemoData } from './seed/seedDemoData.ts';
import { jwksRoutes } from './session/jwksRoutes.ts';
import { sessionRoutes } from './session/sessionRoutes.ts';
import { loadSigningKeys, type SigningKeySource } from './session/signingKeys.ts';

export interface BackendOptions {
  /** PGlite data directory; default `backend/data` (or DATA_DIR). Ignored with a database URL. */
  dataDir?: string;
  /** PostgreSQL connection string; default DATABASE_URL. */
  databaseUrl?: string;
  /** An already open database (tests); the caller closes it. */
  database?: Database;
  /** The clock (tests move it). */
  now?: () => Date;
  config?: Partial<BackendConfig>;
  /**
   * Run the scheduled jobs in this process (the subscription renewal job, every
   * SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS): what `startBackend` does. Off by
   * default, so tests drive renewals themselves (POST /admin/billing/run).
   */
  scheduledJobs?: boolean;
}

export const defaultDataDir = join(packageDirectory('@ringside/backend', import.meta.url), 'data');

/** The Fastify app with migrated, seeded storage; not listening (use `inject` or `listen`). */
export async function buildBackend(options: BackendOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const config = { ...configFromEnv(), ...options.config };
  const ownsDatabase = !options.database;
  const storage =
    options.database ??
    (await openDatabase({
      databaseUrl: options.databaseUrl ?? config.databaseUrl ?? undefined,
      dataDir: options.dataDir ?? config.dataDir ?? defaultDataDir,
    }));
  const metrics = createMetrics();
  const db = observeDatabase(storage, metrics.observeStatement);
  let app: FastifyInstance | undefined;
  let signingKeys: SigningKeySource;
  try {
    await migrate(db);
    // The demo only when asked (npm start, the tests); otherwise the realms of REALMS_DIR alone.
    if (config.demoData) await seedDemoData(db, now(), { realmsDir: config.realmsDir });
    else await applyRealmFiles(db, config.realmsDir ? [config.realmsDir] : []);
    // Re-read every minute: a rotation (commands/rotateSigningKey.ts) reaches every backend without a restart.
    signingKeys = await loadSigningKeys(db, {
      privateKeyPem: config.tokenPrivateKey,
      now,
      onError: (error) => app?.log.warn({ err: error }, 'signing keys: re-read failed, the keys read last stay in use'),
      onChange: (keys) => app?.log.info({ keys: keys.map(({ kid, signsFrom, retiresAt }) => ({ kid, signsFrom, retiresAt })) }, 'signing keys changed'),
    });
  } catch (error) {
    if (ownsDatabase) await db.close();
    throw error;
  }

  // Realm changes (realm/realmChanges.ts): whoever makes one, every backend's realm cache forgets the realm.
  const logChangesError = (error: unknown) => app?.log.warn({ err: error }, 'realm changes: Redis unreachable, reconnecting');
  const realmChanges = config.redisUrl
    ? createRedisRealmChanges(config.redisUrl, { prefix: config.redisPrefix, onError: logChangesError })
    : createInProcessRealmChanges();
  const realms = createRealmCache(db, { ttlSeconds: config.realmCacheSeconds });
  const stopForgetting = realmChanges.subscribe((change) => {
    if (change.realm === null) realms.forgetAll();
    else if (change.kind === 'REALM') realms.forget(change.realm);
  });
  // The realm files just applied may differ from what the other instances keep (a rolling upgrade).
  if (config.demoData || config.realmsDir) {
    realmChanges.publish({ realm: null, kind: 'REALM', at: now().toISOString() }).catch(logChangesError);
  }
  const deps: BackendDeps = { db, config, tokenKeys: signingKeys.keys, now, realms, realmChanges };
  // The live-event channel and its clock (liveEvent/liveClock.ts): Redis when several backends share one.
  const logLiveError = (error: unknown) => app?.log.error({ err: error }, 'live-event channel');
  const channel = config.redisUrl
    ? createRedisChannel(config.redisUrl, { prefix: config.redisPrefix, onError: logLiveError })
    : createInProcessChannel();
  const clock = startLiveClock({ db, channel, now, onError: logLiveError });
  // An event moved through another backend: this clock wakes at its new time too, so the start
  // is announced on time even when the backend that took the change has died meanwhile.
  const stopReplanning = realmChanges.subscribe((change) => {
    if (change.kind === 'CONTENT' || change.realm === null) clock.replan();
  });
  app = await createApp(deps, { metrics, live: { channel, clock } });
  const renewals =
    options.scheduledJobs && config.subscriptionRenewalIntervalSeconds > 0
      ? startRenewalTimer({ db, now, intervalSeconds: config.subscriptionRenewalIntervalSeconds, log: app.log, publicPort: config.publicPort })
      : null;
  // Before anything closes (onClose hooks run last-registered first, so the database's would come
  // before one added here): a renewal in progress finishes while the database is still open.
  if (renewals) app.addHook('preClose', () => renewals.stop());
  // Likewise the live clock: a tick in flight reads the database.
  app.addHook('preClose', async () => {
    stopReplanning();
    await clock.stop();
  });
  // And the signing keys' re-read.
  app.addHook('preClose', () => signingKeys.stop());
  app.addHook('onClose', async () => {
    await channel.close();
    stopForgetting();
    await realmChanges.close();
  });
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  return app;
}

/**
 * The Fastify app over `deps`: plugins, hooks and every route. Registering
 * touches no storage, so `openapi.ts` builds it over stub deps to print the
 * contract without a database.
 */
export async function createApp(
  deps: BackendDeps,
  options: { metrics?: BackendMetrics; live?: { channel: LiveChannel; clock: LiveClock } } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const metrics = options.metrics ?? createMetrics();
  const live = options.live ?? { channel: createInProcessChannel(), clock: { replan() {}, async stop() {} } };
  const app = Fastify({
    // Structured JSON lines (pino); each carries the request's `reqId`.
    logger: { level: config.logLevel },
    genReqId: requestIdOf,
    // Every route takes JSON bodies of a few fields: nothing needs more (BODY_LIMIT_BYTES).
    bodyLimit: config.bodyLimitBytes,
    // `/api/v1/init` and `/api/v1/init/` are the same call.
    routerOptions: { ignoreTrailingSlash: true },
    // Union types (`["string", "boolean", "null"]`) are checked before any coercion, so a
    // preference's null (reset) or "" (subtitles off) is never coerced into the other.
    ajv: { customOptions: { allowUnionTypes: true } },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ringside platform API',
        version: '2.0.0',
        description: 'The REST contract of backend/README.md. Every /api/ call needs the request-contract headers.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ES256)' } } },
    },
  });
  installErrorHandling(app, { onError: metrics.countError });
  installRequestIds(app);
  installMetrics(app, metrics);
  installJsonBodies(app);
  installRequestContract(app, deps);
  // After the contract, which finds the request's realm: VPN_BLOCKED where the realm refuses VPNs.
  installVpnBlock(app);
  installClosedResponses(app);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
  // While Redis is away the limits count nowhere (rateLimits.ts); ioredis reconnects by itself.
  // Told in the log, not as an unhandled 'error' event on standard error.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit counters: Redis unreachable, reconnecting'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const redisPrefix = config.redisUrl ? redisKeyPrefix(config.redisUrl, config.redisPrefix) : '';
  await installRateLimits(app, {
    redis,
    redisPrefix,
    scale: config.rateLimitScale,
    // A crowd behind one address past its check-in allowance: a question each, not a refusal.
    challenge: (request) => requireSolvedChallenge(deps, request),
  });
  // Before any route: every write of an impersonation, on any route, is written down with the admin's id.
  installImpersonationAudit(app, deps);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  installHealth(app, deps.db);

  await app.register(jwksRoutes, deps);
  await app.register(initRoutes, { ...deps, prefix: '/api/v1' });
  await app.register(
    async (v2) => {
      await v2.register(realmRoutes, deps);
      await v2.register(sessionRoutes, deps);
      await v2.register(signupRoutes, deps);
      await v2.register(passwordResetRoutes, deps);
      await v2.register(sectionRoutes, deps);
      await v2.register(videoRoutes, deps);
      await v2.register(liveEventRoutes, deps);
      await v2.register(fighterRoutes, deps);
      await v2.register(scheduleRoutes, deps);
      await v2.register(liveEventAdminRoutes, { ...deps, ...live });
      await v2.register(playlistRoutes, deps);
      await v2.register(seriesRoutes, deps);
      await v2.register(searchRoutes, deps);
      await v2.register(streamRoutes, { ...deps, vodAssets });
      await v2.register(licenceRoutes, deps);
      await v2.register(entitlementRoutes, deps);
      await v2.register(basketRoutes, deps);
      await v2.register(paymentRoutes, deps);
      await v2.register(cardRoutes, deps);
      await v2.register(addressRoutes, deps);
      await v2.register(paymentHistoryRoutes, deps);
      await v2.register(subscriptionRoutes, deps);
      await v2.register(billingAdminRoutes, deps);
      await v2.register(playbackSessionRoutes, deps);
      await v2.register(tvLoginRoutes, deps);
      await v2.register(impersonationRoutes, deps);
      await v2.register(impersonationAuditRoutes, deps);
      await v2.register(adminRealmRoutes, deps);
      await v2.register(accountRoutes, deps);
      await v2.register(partitionRoutes, deps);
      await v2.register(preferenceRoutes, deps);
      await v2.register(consentRoutes, deps);
      await v2.register(profileRoutes, deps);
      await v2.register(watchlistRoutes, deps);
      await v2.register(historyRoutes, deps);
      await v2.register(newsRoutes, deps);
      await v2.register(promoNotificationRoutes, deps);
      await v2.register(analyticsRoutes, deps);
      await v2.register(persistedOperationRoutes, deps);
    },
    { prefix: '/api/v2' },
  );
  await app.register(oauthRoutes, { ...deps, prefix: '/api/v4' });
  await app.register(giftRoutes, { ...deps, prefix: '/api/v4' });
  await app.register(parentalControlRoutes, { ...deps, prefix: '/api/v1' });
  await app.register(missingInformationRoutes, { ...deps, prefix: '/api/v1' });
  await app.register(referralSessionV1Routes, { ...deps, prefix: '/api/v1' });
  await app.register(imageRoutes, deps);
  await app.register(newsImageRoutes, deps);
  await app.register(promoImageRoutes, deps);
  // Commerce outside /api: the providers' signed callback, and the test providers' own pages (they stand in for outside services).
  await app.register(paymentCallbackRoutes, deps);
  await app.register(testCardRoutes, deps);
  await app.register(testPaypalRoutes, deps);
  await app.register(liveChannelRoutes, { ...deps, channel: live.channel });
  await app.register(realmChangeRoutes, deps);
  if (config.devMailbox) await app.register(mailboxRoutes, deps);

  await app.register(mediaRoutes, { mediaDir: defaultMediaDir, now: () => deps.now().getTime(), liveStreams: createLiveStreams(deps.db) });
  return app;
}

/** Starts the backend on `host:port` (port 0 = any free port). */
export async function startBackend(
  options: Pick<BackendOptions, 'dataDir' | 'databaseUrl' | 'database' | 'config'> & { port?: number; host?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const app = await buildBackend({ ...options, scheduledJobs: true });
  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({ port: options.port ?? 4100, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${port}`, close: () => app.close() };
}
