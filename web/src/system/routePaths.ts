// The route table: route names (spec §2) and their paths.
//
// Decision: the spec says paths come from a per-language route table whose
// contents are "not shown". Until that table exists we use one set of English
// paths for every language; a viewer's language changes the labels, never the
// URL, so links stay shareable across languages. When localised paths arrive,
// they belong here and nowhere else.

export const RouteName = {
  HOME: 'HOME',
  BROWSE: 'BROWSE',
  SECTION: 'SECTION',
  VOD: 'VOD',
  LIVE: 'LIVE',
  PLAYLIST: 'PLAYLIST',
  SERIES: 'SERIES',
  LOGIN: 'LOGIN',
  NOT_FOUND: 'NOT_FOUND',
} as const;
export type RouteName = (typeof RouteName)[keyof typeof RouteName];

export const routePaths: Record<RouteName, string> = {
  HOME: '/',
  BROWSE: '/browse',
  SECTION: '/section/:name',
  VOD: '/video/:id',
  LIVE: '/live/:id',
  PLAYLIST: '/playlist/:id',
  SERIES: '/series/:id',
  LOGIN: '/login',
  NOT_FOUND: '*',
};

/** Builds the path of a route, e.g. `pathTo('VOD', { id: '7' })` → `/video/7`. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routePaths[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/**
 * Sections with their own route (spec §2: "Home, browse and schedule sections
 * map to their own routes"); any other section goes to SECTION.
 */
export function sectionPath(sectionName: string): string {
  if (sectionName === 'home') return pathTo('HOME');
  if (sectionName === 'browse') return pathTo('BROWSE');
  return pathTo('SECTION', { name: sectionName });
}
