// Settings read from the environment once, at start.

export interface BackendConfig {
  /** Keys of the applications allowed to call the API (`x-api-key`). */
  apiKeys: string[];
  /** HS256 secret of access tokens. */
  tokenSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export const DEMO_API_KEY = 'ringside-demo-key';
const DEVELOPMENT_TOKEN_SECRET = 'ringside-development-secret-do-not-use-in-production';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  return {
    apiKeys: [env.RINGSIDE_API_KEY || DEMO_API_KEY],
    tokenSecret: new TextEncoder().encode(env.TOKEN_SECRET || DEVELOPMENT_TOKEN_SECRET),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS) || 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  };
}
