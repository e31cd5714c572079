import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// web/public/outdated-browser.js, which index.html runs in browsers without ES modules.
const script = readFileSync(join(import.meta.dirname, '../../public/outdated-browser.js'), 'utf8');
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const OLD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.1 Safari/603.1.30';

function openIn(userAgent: string) {
  document.body.innerHTML = '<div id="root"><div class="rs-boot-splash" role="status"></div></div>';
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // A classic script, as the browser runs it.
  new Function(script)();
  return document.getElementById('root')!;
}

describe('the browser-upgrade prompt', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['Internet Explorer 11', IE11],
    ['Internet Explorer 9', IE9],
  ])('asks a visitor on %s to use Chrome instead', (_name, userAgent) => {
    const root = openIn(userAgent);
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('Your browser is out of date');
    expect(root.textContent).toContain('Please use Google Chrome');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://www.google.com/chrome/');
  });

  it('leaves other browsers without ES modules alone (only old Internet Explorer is told)', () => {
    const root = openIn(OLD_SAFARI);
    expect(root.querySelector('.rs-boot-splash')).not.toBeNull();
    expect(root.textContent).not.toContain('out of date');
  });
});
