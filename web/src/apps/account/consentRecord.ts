// Spec §4 "Consent flow": the time the viewer last settled the consent prompt
// is kept locally (removable) and the prompt is not asked again before a
// threshold has passed. The threshold is not shown in the spec; we re-ask after
// 30 days, the usual life of a consent banner's choice, so that a required term
// added meanwhile (or answered "not now") comes back within a month. Kept per
// realm: one browser may hold sessions of several realms.
export const CONSENT_REPROMPT_MS = 30 * 24 * 60 * 60 * 1000;

const key = (realm: string) => `rs_consent_recorded_${realm}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: ask every time
  }
}

export function recordConsentTime(realm: string, now = Date.now()): void {
  storage()?.setItem(key(realm), String(now));
}

export function forgetConsentTime(realm: string): void {
  storage()?.removeItem(key(realm));
}

/** True when the prompt was settled less than the threshold ago. */
export function consentRecentlyRecorded(realm: string, now = Date.now()): boolean {
  const recorded = Number(storage()?.getItem(key(realm)));
  return Number.isFinite(recorded) && recorded > 0 && now - recorded < CONSENT_REPROMPT_MS && recorded <= now;
}
