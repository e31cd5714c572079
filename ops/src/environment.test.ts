import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, readEnvironment, redisKeyPrefix } from './environment.ts';

const rules = {
  schema: {
    type: 'object',
    properties: {
      NODE_ENV: { type: 'string', default: 'development' },
      PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 4000 },
      REDIS_URL: { type: 'string', pattern: '^rediss?://' },
      SIGNING_KEY: { type: 'string', minLength: 16 },
    },
  },
  hints: { PORT: 'a port number, 0 to 65535' },
  secrets: ['SIGNING_KEY'],
  issuedKey: 'the key issued to you',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a server’s environment, as an operator sets it', () => {
  it('names every wrong variable once, with its hint, never echoing a credential', () => {
    const { values, problems } = readEnvironment({ PORT: 'eighty', REDIS_URL: 'http://:hunter2@cache', SIGNING_KEY: 'short' }, rules);
    expect(values).toBeNull();
    expect(problems).toEqual([
      'PORT="eighty" is not valid: a port number, 0 to 65535',
      'REDIS_URL=(hidden) is not valid: must match pattern "^rediss?://"',
      'SIGNING_KEY=(hidden) is not valid: must NOT have fewer than 16 characters',
    ]);
  });

  it('takes an empty variable as unset, as `PORT= npm start` means', () => {
    vi.stubEnv('PORT', '');
    expect(readEnvironment(process.env, rules).values).toMatchObject({ PORT: 4000 });
  });

  it('reads the environment it is given and nothing else', () => {
    vi.stubEnv('PORT', 'eighty');
    expect(readEnvironment({}, rules)).toMatchObject({ values: { PORT: 4000 }, problems: [] });
  });

  it('in production refuses the demo key and the development mailbox unless it is a demo install', () => {
    expect(readEnvironment({}, rules)).toMatchObject({ production: false, apiKey: DEMO_API_KEY, devMailbox: true });
    expect(readEnvironment({ NODE_ENV: 'production', RINGSIDE_DEV_MAILBOX: 'on' }, rules).problems).toEqual([
      'RINGSIDE_API_KEY is the public demo key (or unset) with NODE_ENV=production: set the key issued to you, or RINGSIDE_ALLOW_DEMO=1 for a demo install',
      'RINGSIDE_DEV_MAILBOX=on with NODE_ENV=production would publish every email sent: turn it off, or set RINGSIDE_ALLOW_DEMO=1 for a demo install',
    ]);
    expect(readEnvironment({ NODE_ENV: 'production', RINGSIDE_API_KEY: 'issued' }, rules)).toMatchObject({ devMailbox: false, problems: [] });
    expect(readEnvironment({ NODE_ENV: 'production', RINGSIDE_ALLOW_DEMO: '1' }, rules).problems).toEqual([]);
  });
});

describe('the Redis prefix of a deployment', () => {
  it('is REDIS_PREFIX when given, else ringside: with the database number Redis channels would ignore', () => {
    expect(redisKeyPrefix('redis://cache:6379', 'staging:')).toBe('staging:');
    expect(redisKeyPrefix('redis://cache:6379', null)).toBe('ringside:');
    expect(redisKeyPrefix('redis://cache:6379/0')).toBe('ringside:');
    // Keys on database 7 are apart from database 0's, but channels are one namespace: the default tells them apart.
    expect(redisKeyPrefix('redis://:secret@cache:6379/7')).toBe('ringside:7:');
    expect(redisKeyPrefix('rediss://cache:6380?db=3')).toBe('ringside:3:');
    expect(redisKeyPrefix('/run/redis/redis.sock')).toBe('ringside:');
  });
});
