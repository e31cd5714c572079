// Menu and interface icons are generated per realm (coloured for its theme).

export const iconNames = ['home', 'browse', 'live', 'search', 'schedule', 'account', 'preferences', 'logout', 'play', 'watchlist', 'fighters'] as const;
export type IconName = (typeof iconNames)[number];

export function iconUrl(name: string, realmName: string): string {
  return `/images/icon/${name}.svg?realm=${realmName}`;
}

export function iconStore(realmName: string): Record<string, string> {
  return Object.fromEntries(iconNames.map((name) => [name, iconUrl(name, realmName)]));
}
