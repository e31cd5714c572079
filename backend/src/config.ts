// Settings read from the environment once, at start.

export interface BackendConfig {
  /** Keys of the applications allowed to call the API (`x-api-key`). */
  apiKeys: string[];
  /**
   * A PKCS8 PEM P-256 private key that signs access tokens (ES256) instead of
   * the key kept in the database; null = the database's key.
   */
  tokenPrivateKey: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Serve the development mailbox (`/dev/mailbox`); RINGSIDE_DEV_MAILBOX=off turns it off. */
  devMailbox: boolean;
  /** How long a realm's settings are kept in process (REALM_CACHE_SECONDS; 0 = never kept). */
  realmCacheSeconds: number;
  /** Redis for shared rate-limit counters (REDIS_URL); null = counted in process. */
  redisUrl: string | null;
  /** Multiplies every rate limit's maximum (RATE_LIMIT_SCALE). */
  rateLimitScale: number;
}

export const DEMO_API_KEY = 'ringside-demo-key';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  return {
    apiKeys: [env.RINGSIDE_API_KEY || DEMO_API_KEY],
    tokenPrivateKey: env.TOKEN_PRIVATE_KEY || null,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS) || 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    devMailbox: env.RINGSIDE_DEV_MAILBOX?.toLowerCase() !== 'off',
    realmCacheSeconds: 10,
    redisUrl: env.REDIS_URL || null,
    rateLimitScale: Number(env.RATE_LIMIT_SCALE) || 1,
  };
}
