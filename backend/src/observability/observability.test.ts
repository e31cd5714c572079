import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pgliteDatabase.ts';
import { bearer, checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('what operators see', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
    // A route that fails as an unexpected bug would.
    backend.app.get('/test/broken', async () => {
      throw new Error('database password is hunter2');
    });
  });
  afterAll(() => backend.close());

  it('follows the gateway’s request id, and makes its own when the header is not a safe token', async () => {
    const followed = await backend.app.inject({ url: '/health', headers: { 'x-request-id': 'gw-3f9a.1_2' } });
    expect(followed.headers['x-request-id']).toBe('gw-3f9a.1_2');

    const forged = await backend.app.inject({ url: '/health', headers: { 'x-request-id': 'abc\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await backend.app.inject({ url: '/health', headers: { 'x-request-id': 'a'.repeat(65) } });
    expect(tooLong.headers['x-request-id']).not.toBe('a'.repeat(65));
  });

  it('answers a bug with INTERNAL_ERROR and the request id, never the cause', async () => {
    const response = await backend.app.inject({ url: '/test/broken', headers: { 'x-request-id': 'report-me-42' } });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side', requestId: 'report-me-42' });
    expect(response.body).not.toContain('hunter2');
  });

  it('refuses an oversized body with 413 BODY_TOO_LARGE before reading it', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'someone@example.com', secret: 'x'.repeat(70 * 1024) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BODY_TOO_LARGE');
  });

  it('counts requests by route pattern and status, errors by code and SQL statements in /metrics', async () => {
    const { authorisationToken } = await checkInGuest(backend.app);
    for (const id of [1, 2]) {
      await backend.app.inject({ url: `/api/v2/vod/${id}`, headers: { ...headers(), ...bearer(authorisationToken) } });
    }
    await backend.app.inject({ url: '/api/v2/vod/999999', headers: { ...headers(), ...bearer(authorisationToken) } });

    const metrics = await backend.app.inject({ url: '/metrics' });

    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('ringside_backend_http_requests_total{method="GET",route="/api/v2/vod/:id",status="200"} 2');
    expect(metrics.body).toContain('ringside_backend_http_requests_total{method="GET",route="/api/v2/vod/:id",status="404"} 1');
    expect(metrics.body).toContain('ringside_backend_errors_total{code="NOT_FOUND",status="404"} 1');
    expect(metrics.body).toMatch(/ringside_backend_sql_statements_total\{outcome="ok"\} [1-9]/);
    expect(metrics.body).toContain('ringside_backend_http_request_duration_seconds_bucket');
    expect(metrics.body).not.toContain('/api/v2/vod/1"');
  });

  it('keeps each app’s metrics to itself', async () => {
    const other = await testBackend();
    try {
      const metrics = await other.app.inject({ url: '/metrics' });
      expect(metrics.body).not.toContain('route="/api/v2/vod/:id"');
    } finally {
      await other.close();
    }
  });
});

describe('health and readiness', () => {
  it('is alive and ready while the database answers, not ready once it stops', async () => {
    const database = await openPgliteDatabase();
    const backend = await testBackend({ database });
    try {
      expect((await backend.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
      expect((await backend.app.inject({ url: '/ready' })).statusCode).toBe(200);

      await database.close();

      const ready = await backend.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect((await backend.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await backend.app.close();
    }
  });

  it('stays ready while the database is slow, so a slowdown never drains every backend at once', async () => {
    const backend = await testBackend();
    try {
      // PGlite runs one statement at a time: while this transaction holds it, `select 1` waits.
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const transaction = backend.database.transaction(() => {
        holding();
        return new Promise<void>((resolve) => (release = resolve));
      });
      await held;

      const slow = await backend.app.inject({ url: '/ready' });
      expect(slow.statusCode).toBe(200);
      expect(slow.json()).toEqual({ status: 'ready', slow: true });

      release();
      await transaction;
      expect((await backend.app.inject({ url: '/ready' })).json()).toEqual({ status: 'ready' });
    } finally {
      await backend.close();
    }
  });
});
