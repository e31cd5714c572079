// Outgoing email. The demo deployment has no mail server, so a sent message is
// written to the `outgoing_mail` table — the hand-off point a mail relay would
// read from — and the development mailbox (`/dev/mailbox`, mailboxRoutes.ts)
// lists it so a viewer can follow the links a real inbox would receive.
import type { Queryable } from '../db/database.ts';

export interface OutgoingMail {
  realmId: number;
  to: string;
  subject: string;
  /** Plain text; the mailbox shows it as sent. */
  text: string;
  /** The one link the message asks the reader to follow (confirmation, reset…), shown clickable. */
  link?: string | null;
  /** When it was sent; the database's clock by default (tests pass theirs). */
  sentAt?: Date;
}

export interface SentMail {
  id: string;
  realm: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sentAt: Date;
}

/**
 * Messages carry single-use tokens in their links; a relay would delete a
 * message once delivered. Without one they are kept this long, well past the
 * longest token lifetime (a day), then dropped on the next send.
 */
export const MAIL_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

/** Sends (stores) one email. Use inside the transaction that made the token it carries. */
export async function sendMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  const sentAt = mail.sentAt ?? new Date();
  await db.query(
    `insert into outgoing_mail (realm_id, to_address, subject, body_text, link, sent_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [mail.realmId, mail.to.trim(), mail.subject, mail.text, mail.link ?? null, sentAt],
  );
  await db.query(`delete from outgoing_mail where sent_at < $1`, [new Date(sentAt.getTime() - MAIL_RETENTION_MS)]);
}

/** Sent messages, newest first, optionally only those to one address (any case) or of one realm. */
export async function listSentMail(
  db: Queryable,
  filter: { to?: string | null; realm?: string | null; limit?: number } = {},
): Promise<SentMail[]> {
  const rows = await db.query<{
    id: number;
    realm: string;
    to: string;
    subject: string;
    text: string;
    link: string | null;
    sentAt: Date;
  }>(
    `select m.id, r.name as realm, m.to_address as "to", m.subject, m.body_text as text, m.link, m.sent_at as "sentAt"
       from outgoing_mail m join realm r on r.id = m.realm_id
      where ($1::text is null or lower(m.to_address) = lower($1))
        and ($2::text is null or r.name = lower($2))
      order by m.sent_at desc, m.id desc
      limit $3`,
    [filter.to?.trim() || null, filter.realm?.trim() || null, filter.limit ?? 100],
  );
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}
