// The end-to-end tests drive a real Chromium (tests/support/browser.ts), which
// `npm install` does not bring. Before `npm test` (and `npm run test:e2e`)
// starts any suite, this finds one: Debian's `chromium` package, else the
// browser Playwright installed itself. Where there is neither, on a Debian or
// Ubuntu machine whose user is root, it installs Debian's (with the DejaVu
// fonts the pages are laid out in), saying so; anywhere else it stops with
// what to install, rather than letting every end-to-end file fail on its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const APT_GET = '/usr/bin/apt-get';

/** What the machine has, as far as finding or installing a browser goes. */
export interface BrowserSituation {
  platform: NodeJS.Platform;
  exists(path: string): boolean;
  /** Where Playwright keeps its own Chromium (`npx playwright-core install chromium`), whether or not it is there. */
  playwrightChromium: string | null;
  isRoot: boolean;
}

export type BrowserPlan =
  | { action: 'use'; path: string; name: string }
  | { action: 'install'; commands: string[][] }
  | { action: 'fail'; message: string };

export const MISSING_BROWSER_MESSAGE = [
  'The end-to-end tests need Chromium, and this machine has none that they can find.',
  '  Debian or Ubuntu: sudo apt-get install -y chromium fonts-dejavu-core   (the browser CI uses, at /usr/bin/chromium)',
  '  elsewhere:        npx playwright-core install chromium                 (Playwright’s own browser)',
].join('\n');

export function planBrowser(situation: BrowserSituation): BrowserPlan {
  if (situation.exists(DEBIAN_CHROMIUM)) return { action: 'use', path: DEBIAN_CHROMIUM, name: "Debian's chromium" };
  const own = situation.playwrightChromium;
  if (own && situation.exists(own)) return { action: 'use', path: own, name: "Playwright's Chromium" };
  if (situation.platform === 'linux' && situation.isRoot && situation.exists(APT_GET)) {
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
      ],
    };
  }
  return { action: 'fail', message: MISSING_BROWSER_MESSAGE };
}

export function thisMachine(): BrowserSituation {
  let playwrightChromium: string | null = null;
  try {
    playwrightChromium = chromium.executablePath();
  } catch {
    // A platform Playwright has no build for.
  }
  return { platform: process.platform, exists: existsSync, playwrightChromium, isRoot: process.getuid?.() === 0 };
}

/** The Chromium the end-to-end tests launch, or null (tests/support/browser.ts). */
export function findChromium(situation: BrowserSituation = thisMachine()): string | null {
  const plan = planBrowser(situation);
  return plan.action === 'use' ? plan.path : null;
}

/** Runs a command, its output shown; true when it succeeded. */
export type CommandRunner = (command: string[]) => boolean;

const runCommand: CommandRunner = (command) =>
  spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/** Finds the browser, installing it where the plan says so; throws with what to install when it cannot. */
export function ensureBrowser(situation: BrowserSituation, run: CommandRunner = runCommand, log: (line: string) => void = console.log): string {
  const plan = planBrowser(situation);
  if (plan.action === 'use') {
    log(`end-to-end browser: ${plan.path} (${plan.name})`);
    return plan.path;
  }
  if (plan.action === 'fail') throw new Error(plan.message);
  log("end-to-end browser: none found; installing Debian's chromium and fonts-dejavu-core:");
  for (const command of plan.commands) {
    log(`  ${command.join(' ')}`);
    if (!run(command)) throw new Error(`\`${command.join(' ')}\` failed.\n${MISSING_BROWSER_MESSAGE}`);
  }
  if (!situation.exists(DEBIAN_CHROMIUM)) throw new Error(`The chromium package did not install ${DEBIAN_CHROMIUM}.\n${MISSING_BROWSER_MESSAGE}`);
  log(`end-to-end browser: ${DEBIAN_CHROMIUM} (Debian's chromium, just installed)`);
  return DEBIAN_CHROMIUM;
}

if (process.argv[1] === import.meta.filename) {
  try {
    ensureBrowser(thisMachine());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
