import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/postgresDatabase.ts';
import { listSentMail } from '../mail/mailbox.ts';
import { cardToken, CARDS } from '../payment/paymentTestSupport.ts';
import { testBackend, type TestBackend } from '../testing/testBackend.ts';
import { renewDueSubscriptions, renewSubscription } from './renewals.ts';
import { subscriptionById } from './subscriptions.ts';
import { billingCalls, MONTHLY } from './subscriptionTestSupport.ts';

// Two backends on one PostgreSQL database, really at the same time (PGlite runs one statement at a time, so
// the other tests cannot show this): a renewal is charged once, a gift code redeemed once. Skipped on a laptop
// without PostgreSQL; CI (CI=true) always runs it.
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postgresReachable = await (async () => {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
})();

describe.skipIf(!postgresReachable && !process.env.CI)('two backends on one PostgreSQL database', () => {
  const schema = `ringside_billing_${randomBytes(6).toString('hex')}`;
  const start = new Date();
  let admin: pg.Client;
  let databases: Database[];
  let one: TestBackend;
  let other: TestBackend;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    databases = [await openPostgresDatabase({ connectionString: postgresUrl, schema }), await openPostgresDatabase({ connectionString: postgresUrl, schema })];
    const config = { rateLimitScale: 100, accessTokenTtlSeconds: 400 * 86_400 };
    one = await testBackend({ database: databases[0], start, config });
    other = await testBackend({ database: databases[1], start, config });
    await databases[0]!.query('delete from price_migration');
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await other?.close();
    for (const database of databases ?? []) await database.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  const moveClocks = (to: Date) => {
    one.clock.now = to;
    other.clock.now = to;
  };

  it('charges a renewal once when both run the job, or renew the same subscription, at the same moment', async () => {
    const calls = billingCalls(one);
    const fan = await calls.customer();
    await calls.subscribe(fan, MONTHLY);
    const trial = await calls.only(fan);
    moveClocks(new Date(new Date(trial.currentPeriodEnd).getTime() + 60_000));

    const runs = await Promise.all([one, other, one, other].map((backend) => renewDueSubscriptions({ db: backend.database, publicPort: 4000 }, backend.clock.now)));
    expect(runs.filter((run) => run.ran).length).toBeGreaterThanOrEqual(1);
    expect(runs.reduce((renewed, run) => renewed + run.renewed, 0)).toBe(1);

    // Past the job's lease: both backends renewing the same subscription at once.
    const active = await calls.only(fan);
    moveClocks(new Date(new Date(active.currentPeriodEnd).getTime() + 60_000));
    const outcomes = await Promise.all(
      [one, other, one, other].map(async (backend) => {
        const row = (await subscriptionById(backend.database, Number(active.id)))!;
        return renewSubscription({ db: backend.database, publicPort: 4000 }, { db: backend.database, now: () => backend.clock.now }, row, backend.clock.now);
      }),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === 'RENEWED').length).toBeGreaterThanOrEqual(1);
    expect(await calls.charges(fan)).toEqual([
      { amount: 0, status: 'SUCCEEDED', purpose: 'BASKET' },
      { amount: 999, status: 'SUCCEEDED', purpose: 'RENEWAL' },
      { amount: 999, status: 'SUCCEEDED', purpose: 'RENEWAL' },
    ]);
    expect((await calls.only(fan)).currentPeriodStart).toBe(active.currentPeriodEnd);
  });

  it('redeems a gift code once when two backends are asked at the same moment', async () => {
    const calls = billingCalls(one);
    const sender = await calls.customer();
    const recipientEmail = `concurrent-${Date.now()}@example.com`;
    await one.app.inject({ method: 'DELETE', url: '/api/v4/basket/changes', headers: sender.headers });
    await one.app.inject({ method: 'POST', url: '/api/v4/basket/gift/gift-premium?countryCode=PT', headers: sender.headers, payload: { recipientEmail } });
    const token = await cardToken(one.app, CARDS.visa);
    const paid = await one.app.inject({
      method: 'POST', url: '/api/v4/basket/pay', headers: { ...sender.headers, 'idempotency-key': 'concurrent-gift-1' },
      payload: { provider: 'TEST_CARD', cardToken: token, returnUrl: '/gifts' },
    });
    expect(paid.json().payment.status).toBe('SUCCEEDED');
    const code = /Your code: (\S+)/.exec((await listSentMail(one.database, { to: recipientEmail }))[0]!.text)![1]!;

    const first = await calls.customer();
    const second = await calls.customer();
    const answers = await Promise.all([
      one.app.inject({ method: 'POST', url: `/api/v4/gift/redeem/${code}`, headers: first.headers, payload: {} }),
      other.app.inject({ method: 'POST', url: `/api/v4/gift/redeem/${code}`, headers: second.headers, payload: {} }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('GIFT_ALREADY_REDEEMED');
  });
});
