// The small self-contained pages the test providers show (no remote assets,
// inline style; script only where a page needs it, by nonce). Each says it is a
// test provider, so nobody mistakes the demo for a bank.
import type { FastifyReply } from 'fastify';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const style = `
  /* The provider's own look, light and opaque: framed in a dark shop, its field must stay readable. */
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 1.25rem; line-height: 1.45; background: #fff; color: #1f2328; }
  main { max-width: 26rem; margin: 0 auto; }
  .badge { display: inline-block; font-size: .75rem; letter-spacing: .04em; text-transform: uppercase; padding: .15rem .5rem;
           border: 1px solid currentColor; border-radius: 1rem; opacity: .7; }
  h1 { font-size: 1.3rem; margin: .6rem 0 .4rem; }
  .amount { font-size: 1.8rem; font-weight: 700; margin: .4rem 0 1rem; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  button, a.button { font: inherit; padding: .6rem 1.1rem; border-radius: .4rem; border: 1px solid currentColor; cursor: pointer;
                     background: transparent; color: inherit; text-decoration: none; }
  button.primary { background: #1a7f37; border-color: #1a7f37; color: #fff; }
  label { display: block; font-size: .85rem; margin: .6rem 0 .2rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem .6rem; border-radius: .35rem;
          border: 1px solid color-mix(in srgb, currentColor 35%, transparent); background: transparent; color: inherit; }
  .row { display: flex; gap: .75rem; } .row > div { flex: 1; }
  .error { color: #d1242f; min-height: 1.4em; margin: .5rem 0; }
  .hint { font-size: .8rem; opacity: .7; }`;

export function page(title: string, body: string, options: { nonce?: string; script?: string } = {}): string {
  const script = options.script && options.nonce ? `<script nonce="${options.nonce}">${options.script}</script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<span class="badge">Test provider — no real money moves</span>
${body}
</main>
${script}
</body>
</html>`;
}

/** Sends a page with the headers every provider page carries; `csp` adds to a deny-all policy. */
export function sendPage(reply: FastifyReply, status: number, html: string, csp: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; ${csp}`)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** `url` with `name=value` added to its query (a path stays a path). */
export function withQuery(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}
