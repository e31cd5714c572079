// What `npm test` does about the end-to-end tests' browser before any suite
// starts, machine by machine: use the one there is, install Debian's where it
// may, else say what to install.
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, ensureBrowser, MISSING_BROWSER_MESSAGE, planBrowser, type BrowserSituation } from './ensureBrowser.ts';

const playwrightChromium = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine with these files; a Debian one run as root unless told otherwise. */
function machine(files: string[], overrides: Partial<BrowserSituation> = {}): BrowserSituation & { files: Set<string> } {
  const present = new Set(files);
  return { platform: 'linux', isRoot: true, playwrightChromium, exists: (path) => present.has(path), files: present, ...overrides };
}

/** Records the commands it is asked to run; `apt-get install` puts Debian's chromium in place. */
function recordingRunner(situation: { files: Set<string> }, succeeds = true) {
  const commands: string[] = [];
  const run = (command: string[]) => {
    commands.push(command.join(' '));
    if (succeeds && command.includes('install')) situation.files.add(DEBIAN_CHROMIUM);
    return succeeds;
  };
  return { run, commands };
}

const quiet = () => {};

describe('the end-to-end browser before the tests start', () => {
  it("uses Debian's chromium where it is installed, and never runs apt then", () => {
    const situation = machine([DEBIAN_CHROMIUM, '/usr/bin/apt-get', playwrightChromium]);
    const { run, commands } = recordingRunner(situation);
    expect(ensureBrowser(situation, run, quiet)).toBe(DEBIAN_CHROMIUM);
    expect(commands).toEqual([]);
  });

  it("uses Playwright's own Chromium where only that one is installed, and never runs apt then", () => {
    const situation = machine([playwrightChromium, '/usr/bin/apt-get']);
    const { run, commands } = recordingRunner(situation);
    expect(ensureBrowser(situation, run, quiet)).toBe(playwrightChromium);
    expect(commands).toEqual([]);
  });

  it("installs Debian's chromium and fonts on a Debian machine run as root, and says what it runs", () => {
    const situation = machine(['/usr/bin/apt-get']);
    const { run, commands } = recordingRunner(situation);
    const said: string[] = [];
    expect(ensureBrowser(situation, run, (line) => said.push(line))).toBe(DEBIAN_CHROMIUM);
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium fonts-dejavu-core']);
    expect(said).toContain('  apt-get install -y -qq chromium fonts-dejavu-core');
  });

  it('stops with what to install when apt fails', () => {
    const situation = machine(['/usr/bin/apt-get']);
    const { run } = recordingRunner(situation, false);
    expect(() => ensureBrowser(situation, run, quiet)).toThrow('`apt-get update -qq` failed.\n' + MISSING_BROWSER_MESSAGE);
  });

  it('stops with what to install where it may not install: not root, no apt, not Linux', () => {
    for (const situation of [machine(['/usr/bin/apt-get'], { isRoot: false }), machine([]), machine(['/usr/bin/apt-get'], { platform: 'darwin' })]) {
      expect(planBrowser(situation)).toEqual({ action: 'fail', message: MISSING_BROWSER_MESSAGE });
      const { run, commands } = recordingRunner(situation);
      expect(() => ensureBrowser(situation, run, quiet)).toThrow(MISSING_BROWSER_MESSAGE);
      expect(commands).toEqual([]);
    }
    expect(MISSING_BROWSER_MESSAGE).toContain('apt-get install -y chromium fonts-dejavu-core');
    expect(MISSING_BROWSER_MESSAGE).toContain('npx playwright-core install chromium');
  });
});
