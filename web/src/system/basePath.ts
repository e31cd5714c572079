// The app is served under `/` (realm chosen by host name) or under
// `/realm/{name}` (spec §1). The base path is stripped by farce's basename
// middleware, so routes never mention it. Realm names may hold dots: the
// original ones begin `dce.`, `test.` or `shd.`, and the gateway moves an
// address that starts with one under `/realm/` (routeTable.ts underRealmPrefix).

export interface BasePath {
  basename: string;
  realmName: string | null;
}

const REALM_PREFIX = /^\/realm\/([A-Za-z0-9_.-]+)(?=\/|$)/;

export function basePathFromPathname(pathname: string): BasePath {
  const match = REALM_PREFIX.exec(pathname);
  if (!match) return { basename: '', realmName: null };
  return { basename: `/realm/${match[1]}`, realmName: match[1]! };
}
