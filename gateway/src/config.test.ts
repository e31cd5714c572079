import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the gateway’s configuration', () => {
  it('starts a development gateway from UPSTREAM_URL alone, with the documented defaults', () => {
    const config = loadConfig({ UPSTREAM_URL: 'http://127.0.0.1:4100' });
    expect(config).toMatchObject({
      production: false,
      port: 4000,
      host: '0.0.0.0',
      trustedProxyHops: 0,
      apiKey: 'ringside-demo-key',
      devMailbox: true,
      logLevel: 'info',
      graphqlRateLimitPerMinute: 600,
      graphqlSubscriptionsPerViewer: 50,
      upstreamTimeoutMs: 5000,
      framing: { allowedPaths: [] },
    });
    expect(config.graphql.introspection).toBe(true);
  });

  it('names every wrong variable at once, one line each, and not the secret values', () => {
    const problems = problemsOf({ PORT: 'eighty', TRUST_PROXY_HOPS: '-1', UPSTREAM_TIMEOUT_MS: 'soon', LOG_LEVEL: 'loud', REDIS_URL: 'localhost:6379', REDIS_PREFIX: 'ringside staging', METRICS_TOKEN: 'short' });
    expect([...problems].sort()).toEqual([
      'LOG_LEVEL="loud" is not valid: one of fatal, error, warn, info, debug, trace, silent',
      'METRICS_TOKEN=(hidden) is not valid: at least 16 characters',
      'PORT="eighty" is not valid: must be integer',
      'REDIS_PREFIX="ringside staging" is not valid: letters, digits and . _ - :, ending with : (e.g. ringside-staging:), at most 64 characters',
      'REDIS_URL=(hidden) is not valid: a redis:// or rediss:// URL',
      'TRUST_PROXY_HOPS="-1" is not valid: must be >= 0',
      'UPSTREAM_TIMEOUT_MS="soon" is not valid: must be integer',
      'UPSTREAM_URL is required',
    ]);
    expect(problems.join('\n')).not.toContain('short');
  });
  it('in production refuses the demo api key and the development mailbox, each named', () => {
    const problems = problemsOf({ NODE_ENV: 'production', UPSTREAM_URL: 'http://backend:4100', RINGSIDE_DEV_MAILBOX: 'on' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^RINGSIDE_API_KEY is the public demo key/);
    expect(problems[1]).toMatch(/^RINGSIDE_DEV_MAILBOX=on with NODE_ENV=production/);
    expect(problemsOf({ NODE_ENV: 'production', UPSTREAM_URL: 'http://backend:4100', RINGSIDE_API_KEY: 'ringside-demo-key' })).toHaveLength(1);
  });

  it('in production turns every production behaviour on with the one switch', () => {
    const config = loadConfig({ NODE_ENV: 'production', UPSTREAM_URL: 'http://backend:4100', RINGSIDE_API_KEY: 'issued-key-7f3a' });
    expect(config.production).toBe(true);
    expect(config.devMailbox).toBe(false);
    expect(config.graphql).toMatchObject({ production: true, introspection: false, graphiql: false, persistedOnly: true });
  });

  it('lets a demo install run in production when explicitly allowed', () => {
    const config = loadConfig({ NODE_ENV: 'production', UPSTREAM_URL: 'http://backend:4100', RINGSIDE_ALLOW_DEMO: '1', RINGSIDE_DEV_MAILBOX: 'on' });
    expect(config).toMatchObject({ production: true, apiKey: 'ringside-demo-key', devMailbox: true });
  });

  it('reads the lists an operator writes with commas', () => {
    const config = loadConfig({
      UPSTREAM_URL: 'http://backend:4100',
      METRICS_ALLOW: '10.0.0.5,10.0.0.6',
      FRAME_ALLOWED_PATHS: '/admin-preview',
      FRAME_ANCESTORS: 'https://admin.example',
      ADMIN_CONSOLE_ORIGINS: 'https://console.example,http://localhost:5173',
    });
    expect(config.metrics.allow).toEqual(['10.0.0.5', '10.0.0.6']);
    expect(config.framing).toEqual({
      allowedPaths: ['/admin-preview'],
      ancestors: ['https://admin.example'],
      adminConsoleOrigins: ['https://console.example', 'http://localhost:5173'],
    });
    expect(problemsOf({ UPSTREAM_URL: 'http://backend:4100', FRAME_ALLOWED_PATHS: 'admin-preview' })).toEqual([
      'FRAME_ALLOWED_PATHS must list paths starting with /, e.g. /admin-preview',
    ]);
    expect(problemsOf({ UPSTREAM_URL: 'http://backend:4100', ADMIN_CONSOLE_ORIGINS: 'https://console.example/admin' })).toEqual([
      'ADMIN_CONSOLE_ORIGINS must list origins (scheme and host, no path), e.g. https://admin.example.com',
    ]);
  });
});
