// The development mailbox: every email the platform has sent, newest first, as
// a page (`/dev/mailbox`) and as JSON (`/dev/mailbox.json`). It stands in for
// the viewers' inboxes in the demo, which has no mail server. It shows password
// reset and confirmation links to whoever opens it, so a deployment that sends
// real mail turns it off with RINGSIDE_DEV_MAILBOX=off (the routes then do not exist).
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { fileResponse } from '../http/fileResponse.ts';
import { listSentMail, type SentMail } from './mailbox.ts';

interface MailboxQuery {
  to?: string;
  realm?: string;
}

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', maxLength: 320, description: 'Only messages to this address (any case)' },
    realm: { type: 'string', maxLength: 100, description: 'Only messages of this realm (its name)' },
  },
} as const;

const mailJsonSchema = {
  type: 'object',
  required: ['id', 'realm', 'to', 'subject', 'text', 'link', 'sentAt'],
  properties: {
    id: { type: 'string' },
    realm: { type: 'string', description: 'The name of the realm that sent it' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string', description: 'The plain-text body' },
    link: { type: ['string', 'null'], description: 'The link the message asks the reader to follow' },
    sentAt: { type: 'string', format: 'date-time' },
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only web links are made clickable; anything else is shown as text. */
function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function renderMessage(mail: SentMail): string {
  const href = mail.link ? safeHref(mail.link) : null;
  const link = mail.link
    ? `<p class="link">${href ? `<a href="${escapeHtml(href)}">${escapeHtml(mail.link)}</a>` : escapeHtml(mail.link)}</p>`
    : '';
  return `<article class="mail">
  <header>
    <h2>${escapeHtml(mail.subject)}</h2>
    <dl>
      <dt>To</dt><dd class="to">${escapeHtml(mail.to)}</dd>
      <dt>Realm</dt><dd>${escapeHtml(mail.realm)}</dd>
      <dt>Sent</dt><dd><time datetime="${mail.sentAt.toISOString()}">${escapeHtml(mail.sentAt.toUTCString())}</time></dd>
    </dl>
  </header>
  <pre>${escapeHtml(mail.text)}</pre>
  ${link}
</article>`;
}

export function renderMailboxPage(mails: SentMail[], query: MailboxQuery): string {
  const filter = query.to ? ` to ${escapeHtml(query.to)}` : '';
  const body =
    mails.length === 0
      ? `<p class="empty">No email has been sent${filter} yet.</p>`
      : mails.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 52rem; margin: 0 auto; padding: 1.5rem; line-height: 1.45; }
  h1 { font-size: 1.5rem; margin-bottom: .25rem; }
  .intro { opacity: .75; margin-top: 0; }
  form { display: flex; gap: .5rem; margin: 1rem 0 1.5rem; flex-wrap: wrap; }
  input { flex: 1 1 16rem; padding: .45rem .6rem; font: inherit; }
  button, .all { padding: .45rem .9rem; font: inherit; }
  .mail { border: 1px solid color-mix(in srgb, currentColor 25%, transparent); border-radius: .5rem; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  .mail h2 { font-size: 1.1rem; margin: 0 0 .4rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0; font-size: .9rem; }
  dt { opacity: .7; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; font: inherit; margin: .75rem 0; }
  .link a { word-break: break-all; font-weight: 600; }
  .empty { opacity: .75; }
</style>
</head>
<body>
<h1>Development mailbox</h1>
<p class="intro">Every email this Ringside deployment has sent, newest first. There is no mail server in the demo: follow the links from here.</p>
<form method="get" action="/dev/mailbox">
  <input type="email" name="to" placeholder="Only emails to…" value="${escapeHtml(query.to ?? '')}" aria-label="Recipient">
  ${query.realm ? `<input type="hidden" name="realm" value="${escapeHtml(query.realm)}">` : ''}
  <button type="submit">Filter</button>
  <a class="all" href="/dev/mailbox">Show all</a>
</form>
<main>
${body}
</main>
</body>
</html>`;
}

export async function mailboxRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: MailboxQuery }>(
    '/dev/mailbox.json',
    {
      schema: {
        operationId: 'listMailboxMessages',
        tags: ['development'],
        summary: 'Sent emails, newest first (development mailbox)',
        querystring: querySchema,
        response: { 200: { type: 'object', required: ['emails'], properties: { emails: { type: 'array', items: mailJsonSchema } } } },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { emails: await listSentMail(deps.db, request.query) };
    },
  );

  app.get<{ Querystring: MailboxQuery }>(
    '/dev/mailbox',
    {
      schema: {
        operationId: 'showMailbox',
        tags: ['development'],
        summary: 'Sent emails, newest first, as a web page (development mailbox)',
        response: { 200: fileResponse('The mailbox page', ['text/html']) },
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const mails = await listSentMail(deps.db, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(mails, request.query));
    },
  );
}
