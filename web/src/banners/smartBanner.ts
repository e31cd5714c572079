// Spec §2 "Smart banner for Android", §4 "dismiss smart banner": the banner
// offering the realm's Android app, shown in Android browsers until dismissed.
//
// Decision: the dismissal is kept in the browser's localStorage per realm
// (`ringside:smartBannerDismissed:{realm}`), not in the session: signing out
// keeps it (spec §4: logout keeps the smart-banner flag).

export function isAndroidBrowser(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

const storageKey = (realmName: string) => `ringside:smartBannerDismissed:${realmName}`;

export function smartBannerDismissed(storage: Pick<Storage, 'getItem'>, realmName: string): boolean {
  try {
    return storage.getItem(storageKey(realmName)) === '1';
  } catch {
    return false; // Storage refused (private mode): the banner shows, and dismissing hides it for this visit.
  }
}

export function dismissSmartBanner(storage: Pick<Storage, 'setItem'>, realmName: string): void {
  try {
    storage.setItem(storageKey(realmName), '1');
  } catch {
    // Kept for this visit only (the component's state).
  }
}
