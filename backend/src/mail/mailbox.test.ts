import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend, type TestBackend } from '../testing/testBackend.ts';
import { MAIL_RETENTION_MS, sendMail } from './mailbox.ts';

describe('the development mailbox', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  it('lists what was sent, newest first, as JSON and as a page with clickable links', async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    await sendMail(backend.database, {
      realmId: 1,
      to: 'Rosa@Example.test',
      subject: 'Confirm your email',
      text: 'Hello Rosa,\nconfirm your address.',
      link: 'http://localhost:4000/confirm-email?token=abc',
      sentAt: at,
    });
    await sendMail(backend.database, {
      realmId: 2,
      to: 'max@example.test',
      subject: 'Reset <your> password',
      text: 'Follow the link & choose a new one.',
      link: 'javascript:alert(1)',
      sentAt: new Date(at.getTime() + 60_000),
    });

    const all = await backend.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(all.statusCode).toBe(200);
    const emails = all.json<{ emails: { to: string; subject: string; realm: string; link: string | null }[] }>().emails;
    expect(emails.map((mail) => mail.subject).slice(0, 2)).toEqual(['Reset <your> password', 'Confirm your email']);
    expect(emails[1]).toMatchObject({ realm: 'ringside', to: 'Rosa@Example.test', link: 'http://localhost:4000/confirm-email?token=abc' });

    const rosa = await backend.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=rosa@example.test' });
    expect(rosa.json<{ emails: { subject: string }[] }>().emails.map((mail) => mail.subject)).toEqual(['Confirm your email']);
    const acme = await backend.app.inject({ method: 'GET', url: '/dev/mailbox.json?realm=acme' });
    expect(acme.json<{ emails: { to: string }[] }>().emails.map((mail) => mail.to)).toEqual(['max@example.test']);

    const page = await backend.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="http://localhost:4000/confirm-email?token=abc">');
    // Subjects are text, never markup, and only web links become clickable.
    expect(page.body).toContain('Reset &#60;your&#62; password');
    expect(page.body).not.toContain('href="javascript:');
    expect(page.body.indexOf('Reset &#60;your&#62;')).toBeLessThan(page.body.indexOf('Confirm your email'));
  });

  it('forgets messages once they are older than the retention period', async () => {
    const old = new Date('2026-01-01T00:00:00Z');
    await sendMail(backend.database, { realmId: 1, to: 'old@example.test', subject: 'Old', text: 'old', sentAt: old });
    await sendMail(backend.database, {
      realmId: 1,
      to: 'new@example.test',
      subject: 'New',
      text: 'new',
      sentAt: new Date(old.getTime() + MAIL_RETENTION_MS + 1000),
    });
    const response = await backend.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=old@example.test' });
    expect(response.json<{ emails: unknown[] }>().emails).toEqual([]);
  });

  it('does not exist when turned off (RINGSIDE_DEV_MAILBOX=off)', async () => {
    const production = await testBackend({ config: { devMailbox: false } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
