// The development mailbox (the backend's /dev/mailbox.json): there is no mail
// server in the demo, so a test follows an email by reading what the backend
// recorded it sent.
import type { RunningPlatform } from './platform.ts';

export interface SentMail {
  text: string;
  link: string | null;
}

/** The mails sent to `to`, newest first. */
export async function mailsTo(platform: RunningPlatform, to: string): Promise<SentMail[]> {
  const response = await fetch(new URL(`/dev/mailbox.json?to=${encodeURIComponent(to)}`, platform.upstreamUrl));
  return ((await response.json()) as { emails: SentMail[] }).emails;
}

/**
 * The links mailed to `to`, newest first. With `origin`, each is moved to it
 * (path and query kept): mails link to the platform's public address, and an
 * end-to-end test follows them on the origin it drives (a realm's host).
 */
export async function mailedLinks(platform: RunningPlatform, to: string, origin?: string): Promise<URL[]> {
  return (await mailsTo(platform, to))
    .filter((mail): mail is SentMail & { link: string } => Boolean(mail.link))
    .map((mail) => new URL(mail.link, platform.upstreamUrl))
    .map((link) => (origin ? new URL(`${link.pathname}${link.search}`, origin) : link));
}
