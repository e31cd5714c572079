import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, DEMO_API_KEY } from './config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the backend’s configuration', () => {
  it('starts a development install with nothing set: demo key, mailbox on, PGlite', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ production: false, apiKeys: [DEMO_API_KEY], devMailbox: true, databaseUrl: null, port: 4100 });
    expect(config.bodyLimitBytes).toBe(64 * 1024);
    expect(config.publicPort).toBe(4000);
  });

  it('takes the web app’s public port for emailed links from PORT, checked like the others', () => {
    expect(configFromEnv({ PORT: '8080' }).publicPort).toBe(8080);
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT="eighty" is not valid: the port the web app is served on (the gateway\'s), 0 to 65535']);
  });

  it('names every wrong variable at once, one sentence each, never echoing a secret', () => {
    const problems = problemsOf({
      BACKEND_PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://root:hunter2@db/ringside',
      RATE_LIMIT_SCALE: '0',
    });

    expect(problems).toHaveLength(4);
    expect(problems).toContain('BACKEND_PORT="eighty" is not valid: a port number, 0 to 65535');
    expect(problems).toContain('LOG_LEVEL="loud" is not valid: one of fatal, error, warn, info, debug, trace, silent');
    expect(problems).toContain('DATABASE_URL=(hidden) is not valid: a postgres:// or postgresql:// URL');
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.some((problem) => problem.startsWith('RATE_LIMIT_SCALE='))).toBe(true);
  });

  it('refuses production with the demo key or the development mailbox', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('RINGSIDE_API_KEY is the public demo key (or unset) with NODE_ENV=production'),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', RINGSIDE_API_KEY: 'issued-key', RINGSIDE_DEV_MAILBOX: 'on' })).toEqual([
      expect.stringContaining('RINGSIDE_DEV_MAILBOX=on with NODE_ENV=production'),
    ]);
    // Production turns the mailbox off unless asked.
    expect(configFromEnv({ NODE_ENV: 'production', RINGSIDE_API_KEY: 'issued-key' })).toMatchObject({
      production: true,
      devMailbox: false,
    });
  });

  it('lets a demo install run in production when RINGSIDE_ALLOW_DEMO=1 says so', () => {
    expect(configFromEnv({ NODE_ENV: 'production', RINGSIDE_ALLOW_DEMO: '1', RINGSIDE_DEV_MAILBOX: 'on' })).toMatchObject({
      apiKeys: [DEMO_API_KEY],
      devMailbox: true,
    });
  });

  it('accepts the keys of RINGSIDE_ACCEPTED_API_KEYS beside RINGSIDE_API_KEY while a new key rolls out', () => {
    const config = configFromEnv({
      NODE_ENV: 'production',
      RINGSIDE_API_KEY: 'the-new-key',
      RINGSIDE_ACCEPTED_API_KEYS: ' the-old-key , the-older-key,,the-new-key, the-old-key ',
    });
    // Blanks and repeats dropped; the current key is not listed twice.
    expect(config.apiKeys).toEqual(['the-new-key', 'the-old-key', 'the-older-key']);
    expect(configFromEnv({ RINGSIDE_API_KEY: 'the-new-key' }).apiKeys).toEqual(['the-new-key']);
  });

  it('refuses the public demo key among the previous keys in production, even on a demo install, without echoing any key', () => {
    const refusal = 'RINGSIDE_ACCEPTED_API_KEYS holds the public demo key with NODE_ENV=production: anyone could call the API with it; leave it out';
    const previous = `a-secret-old-key,${DEMO_API_KEY}`;
    const problems = problemsOf({ NODE_ENV: 'production', RINGSIDE_API_KEY: 'the-new-key', RINGSIDE_ACCEPTED_API_KEYS: previous });
    expect(problems).toEqual([refusal]);
    expect(problems.join('\n')).not.toContain('a-secret-old-key');
    expect(problemsOf({ NODE_ENV: 'production', RINGSIDE_ALLOW_DEMO: '1', RINGSIDE_API_KEY: 'the-new-key', RINGSIDE_ACCEPTED_API_KEYS: previous })).toEqual([refusal]);
    // Outside production the demo key is every install's key anyway.
    expect(configFromEnv({ RINGSIDE_API_KEY: 'the-new-key', RINGSIDE_ACCEPTED_API_KEYS: DEMO_API_KEY }).apiKeys).toEqual(['the-new-key', DEMO_API_KEY]);
  });

  it('loads the demo only when asked, and never in production, not even a demo install', () => {
    expect(configFromEnv({}).demoData).toBe(false);
    expect(configFromEnv({ RINGSIDE_DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', RINGSIDE_API_KEY: 'issued-key', RINGSIDE_DEMO_DATA: 'on' })).toEqual([
      'RINGSIDE_DEMO_DATA=on: a production server never loads the demo data (its accounts have published passwords)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', RINGSIDE_ALLOW_DEMO: '1', RINGSIDE_DEMO_DATA: 'on' })).toHaveLength(1);
    expect(problemsOf({ RINGSIDE_DEMO_DATA: 'yes' })).toEqual(['RINGSIDE_DEMO_DATA="yes" is not valid: on or off']);
  });

  it('takes the first admin from BOOTSTRAP_ADMIN_*, both address and password or neither, the password never echoed', () => {
    expect(configFromEnv({ BOOTSTRAP_ADMIN_EMAIL: 'ops@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'a long passphrase' }).bootstrapAdmin).toEqual({
      realm: 'ringside',
      email: 'ops@example.com',
      password: 'a long passphrase',
    });
    expect(configFromEnv({}).bootstrapAdmin).toBeNull();
    const problems = problemsOf({ BOOTSTRAP_ADMIN_PASSWORD: 'a long passphrase', BOOTSTRAP_ADMIN_REALM: 'Not A Realm' });
    expect(problems).toContain('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD: give both (the first admin) or neither');
    expect(problems.join('\n')).not.toContain('a long passphrase');
  });

  it('stops the process with the list and a non-zero exit code', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
      timeout: 30_000,
    });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The backend cannot start:');
    expect(run.stderr).toContain('LOG_LEVEL="loud" is not valid');
    expect(run.stderr).toContain('RINGSIDE_API_KEY is the public demo key');
  });
});
