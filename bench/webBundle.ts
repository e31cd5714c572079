// The JavaScript each route of the built web app costs, gzipped: the entry
// chunk plus the route's lazy screen chunk and their static imports.
// Budget: the home route ≤ 131 KB. Run after `npm run build -w @ringside/web`:
//   node --import tsx bench/webBundle.ts
import { HOME_ROUTE_JS_BUDGET_KB, homeRouteBundle, kilobytes, measureRouteBundles } from './webBundleSize.ts';

const home = homeRouteBundle();
const verdict = kilobytes(home.gzipBytes) <= HOME_ROUTE_JS_BUDGET_KB ? 'within budget' : 'OVER budget';
console.log(
  `home route JS: ${kilobytes(home.gzipBytes)} KB gzipped (${kilobytes(home.brotliBytes)} KB brotli) in ${home.files.length} files ` +
    `(budget ≤ ${HOME_ROUTE_JS_BUDGET_KB} KB: ${verdict}; the e2e test holds the same figure)`,
);
for (const bundle of measureRouteBundles()) {
  const gzip = kilobytes(bundle.gzipBytes).toFixed(1).padStart(6);
  const brotli = kilobytes(bundle.brotliBytes).toFixed(1).padStart(6);
  console.log(`  ${gzip} KB gz ${brotli} KB br  ${String(bundle.files.length).padStart(2)} files  ${bundle.route}`);
}
process.exitCode = kilobytes(home.gzipBytes) <= HOME_ROUTE_JS_BUDGET_KB ? 0 : 1;
