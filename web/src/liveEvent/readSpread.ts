// A change on the live-event channel (or a RESYNC after an outage) reaches
// every open schedule and TV guide of a realm in the same instant. Each page
// waits a random part of READ_SPREAD_MS before reading again, so the gateway
// gets those reads spread out rather than all at once.

export const READ_SPREAD_MS = 2000;

/** How long this page waits before it reads again. */
export function spreadDelay(): number {
  return Math.random() * READ_SPREAD_MS;
}
