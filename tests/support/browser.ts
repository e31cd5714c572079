// Launches a real Chromium for end-to-end tests: Debian's package when it is
// installed (CI installs it), otherwise the browser Playwright installed itself.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const debianChromium = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(debianChromium) ? debianChromium : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Every *.localhost name is this machine, whatever the resolver says.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
      // Let videos start without a user gesture in tests.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}
