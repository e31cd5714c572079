// @vitest-environment node
// What publishing a web build into a dist keeps: the newest builds whole, and
// the browser files they name; never a file a kept build needs.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDS_DIR, BUILDS_FILE, currentWebBuild, KEPT_BUILDS, PRUNE_GRACE_MS, publishWebBuild } from './webBuilds.ts';

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

function newDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ringside-builds-'));
  dists.push(dist);
  return dist;
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A build as web/build.ts makes it: its entry chunk (named after `name`), a chunk every build shares, its server entry. */
function makeBuild(dist: string, name: string): string {
  const incoming = join(dist, BUILDS_DIR, `.incoming-${name}`);
  const entry = `assets/${name}-AAAAAAAA.js`;
  write(join(incoming, 'index.html'), `<script type="module" src="/${entry}"></script>`);
  write(join(incoming, entry), `import './shared-BBBBBBBB.js'; // ${name}`);
  write(join(incoming, 'assets/shared-BBBBBBBB.js'), 'export {};');
  write(join(incoming, 'sw.js'), `// ${name}`);
  write(join(incoming, '.ssr/renderPage.js'), `export const build = '${name}';`);
  write(join(incoming, '.vite/manifest.json'), JSON.stringify({ 'src/client.tsx': { file: entry, imports: ['_shared'] }, _shared: { file: 'assets/shared-BBBBBBBB.js' } }));
  return incoming;
}

const serverEntryOf = (dist: string) => readFileSync(join(currentWebBuild(dist).dir, '.ssr/renderPage.js'), 'utf8');
const keptIds = (dist: string) => (JSON.parse(readFileSync(join(dist, BUILDS_FILE), 'utf8')) as { builds: { id: string }[] }).builds.map((build) => build.id);

describe('publishing web builds', () => {
  it('makes the new build current for servers that start, and leaves the one a running server uses whole', () => {
    const dist = newDist();
    const first = publishWebBuild(dist, makeBuild(dist, 'first'));
    const running = currentWebBuild(dist);
    const second = publishWebBuild(dist, makeBuild(dist, 'second'));

    expect(second).not.toBe(first);
    expect(serverEntryOf(dist)).toContain("'second'");
    expect(readFileSync(join(running.dir, '.ssr/renderPage.js'), 'utf8')).toContain("'first'");
    expect(readFileSync(join(running.dir, 'index.html'), 'utf8')).toContain('/assets/first-AAAAAAAA.js');
    for (const asset of ['first-AAAAAAAA.js', 'second-AAAAAAAA.js', 'shared-BBBBBBBB.js']) expect(existsSync(join(dist, 'assets', asset)), asset).toBe(true);
    // Served by name: the newest build's.
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toBe('// second');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('/assets/second-AAAAAAAA.js');
    // Nothing left half-made.
    expect(existsSync(join(dist, BUILDS_DIR, '.incoming-second'))).toBe(false);
  });

  it(`keeps the ${KEPT_BUILDS} newest builds and what they name; older files go once past the grace period`, () => {
    const dist = newDist();
    const later = Date.now() + PRUNE_GRACE_MS + 1000;
    const ids = ['one', 'two', 'three'].map((name) => publishWebBuild(dist, makeBuild(dist, name)));
    // Within the grace period a build's files stay, even one no longer kept: another build may be mid-publish.
    const four = publishWebBuild(dist, makeBuild(dist, 'four'));
    expect(keptIds(dist)).toEqual([four, ids[2], ids[1]]);
    expect(existsSync(join(dist, BUILDS_DIR, ids[0]!))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'one-AAAAAAAA.js'))).toBe(true);

    const five = publishWebBuild(dist, makeBuild(dist, 'five'), { now: later });
    expect(keptIds(dist)).toEqual([five, four, ids[2]]);
    expect(existsSync(join(dist, 'assets', 'one-AAAAAAAA.js'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'two-AAAAAAAA.js'))).toBe(false);
    for (const asset of ['three-AAAAAAAA.js', 'four-AAAAAAAA.js', 'five-AAAAAAAA.js', 'shared-BBBBBBBB.js']) expect(existsSync(join(dist, 'assets', asset)), asset).toBe(true);
  });

  it('publishes a rebuild of unchanged sources as the build it already has', () => {
    const dist = newDist();
    const first = publishWebBuild(dist, makeBuild(dist, 'same'));
    const other = publishWebBuild(dist, makeBuild(dist, 'other'));
    expect(publishWebBuild(dist, makeBuild(dist, 'same'))).toBe(first);
    expect(keptIds(dist)).toEqual([first, other]);
    expect(serverEntryOf(dist)).toContain("'same'");
  });

  it('reads a dist made by a bare `vite build` (no builds.json) as one build at its root', () => {
    const dist = newDist();
    expect(currentWebBuild(dist)).toEqual({ id: null, dir: dist });
  });
});
