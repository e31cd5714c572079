import { describe, expect, it } from 'vitest';
import { documentEnd, documentStart, splitTemplate } from './serverRendering.ts';

// The built index.html as Vite writes it: the app's stylesheet and module script last in the head.
const builtIndex = [
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Ringside</title>\n',
  '    <link rel="manifest" href="/manifest.webmanifest" />\n',
  '    <meta name="theme-color" content="#111318" media="(prefers-color-scheme: dark)" />\n',
  '    <meta name="theme-color" content="#f5f6f8" media="(prefers-color-scheme: light)" />\n',
  '    <script type="module" crossorigin src="/assets/index-DOERO6ij.js"></script>\n',
  '    <link rel="stylesheet" crossorigin href="/assets/style-C-ODFT7A.css">\n',
  '  </head>\n  <body>\n',
  '    <div id="root" data-app-root><!--app-html--><div class="rs-boot-splash" role="status"></div><!--/app-html--></div><!--app-boot-data-->\n',
  '  </body>\n</html>\n',
].join('');

const template = splitTemplate(builtIndex);
const page = {
  kind: 'page' as const,
  status: 200,
  locale: 'pt' as const,
  htmlAttributes: 'lang="pt" data-realm="ringside" style="--rs-background:#0b0d12"',
  documentHead: '<meta name="theme-color" content="#0b0d12">',
  renderContent: () => Promise.reject(new Error('not rendered in this test')),
};

describe("a server-rendered page's document", () => {
  it('starts, before the page renders, with the realm’s <html>, the app’s stylesheet and script, and the realm’s manifest and bar colour', () => {
    const start = documentStart(template, page, '/realm/ringside/manifest.webmanifest');
    expect(start).toMatch(/^<!doctype html>\n<html lang="pt" data-realm="ringside" style="--rs-background:#0b0d12">/);
    expect(start).toContain('<script type="module" crossorigin src="/assets/index-DOERO6ij.js"></script>');
    expect(start).toContain('<link rel="stylesheet" crossorigin href="/assets/style-C-ODFT7A.css">');
    expect(start).toContain('<link rel="manifest" href="/realm/ringside/manifest.webmanifest" />');
    // One bar colour, the realm's, in place of the splash's two.
    expect(start.match(/name="theme-color"/g)).toHaveLength(1);
    expect(start).toContain('<meta name="theme-color" content="#0b0d12">');
    // The page names its own title once rendered; the head is still open.
    expect(start).not.toContain('<title>');
    expect(start).not.toContain('</head>');
  });

  it('ends with the page’s head elements, its markup in the root and its boot data', () => {
    const end = documentEnd(template, {
      head: '<title data-rs-head>Main event | Ringside</title>',
      body: '<div class="rs-app">Main event</div>',
      bootData: '<script type="application/json" id="rs-boot">{}</script>',
    });
    expect(end).toBe(
      '<title data-rs-head>Main event | Ringside</title></head>\n  <body>\n' +
        '    <div id="root" data-app-root><div class="rs-app">Main event</div></div><script type="application/json" id="rs-boot">{}</script>\n' +
        '  </body>\n</html>\n',
    );
  });

  it('ends as the built page, splash and generic title, when the page could not be rendered, so the browser’s app boots it', () => {
    const html = documentStart(template, page, '/manifest.webmanifest') + documentEnd(template, null);
    expect(html).toContain('<title>Ringside</title></head>');
    expect(html).toContain('<div class="rs-boot-splash" role="status"></div>');
    expect(html).not.toContain('id="rs-boot"');
  });

  it('keeps `$` patterns in the page as they are written', () => {
    const end = documentEnd(template, { head: '<title>$& $1</title>', body: "<p>$' $`</p>", bootData: '' });
    expect(end).toContain('<title>$& $1</title>');
    expect(end).toContain("<p>$' $`</p>");
  });
});
