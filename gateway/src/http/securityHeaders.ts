// The browser-facing security headers (helmet): a Content-Security-Policy
// that allows only what the web app loads, no framing, nosniff, and a
// referrer policy that never sends a path to another origin.
//
// - The app is same-origin throughout: its scripts and styles (/assets), images
//   (/images, data: for the boot favicon), media (/media, and blob: because
//   hls.js plays through MediaSource blob URLs), and /graphql. index.html's one
//   inline <style> (the boot splash) is allowed by its hash, read at start.
// - Style attributes are allowed (`style-src-attr 'unsafe-inline'`): pages
//   rendered on the server carry the app's own (the realm's colours on <html>,
//   a progress bar's width), and a browser applies a blocked one only once a
//   script sets it again. An attribute cannot run script, and what it could
//   load (an image, a font) is held to img-src and font-src like anything else.
// - `frame-ancestors 'none'` everywhere (the /authorize sign-in page must not be
//   framed, spec §2), except the web app's admin previews (ADMIN_PREVIEW_PATH),
//   which the app itself and the admin console (ADMIN_CONSOLE_ORIGINS) may
//   frame, and the paths the operator lists in FRAME_ALLOWED_PATHS, which
//   FRAME_ANCESTORS may frame.
// - GraphiQL (GET /graphql from a browser) is one page of inline script and
//   styles: it gets its own policy, on that response only.
//
// helmet itself, built once, rather than @fastify/helmet: the Fastify plugin
// builds a new helmet (and parses the policy again) on every request and
// adds a per-request reply decorator for CSP nonces we do not use; that was a
// measurable part of a GraphQL request's CPU (bench/gatewayThroughput.ts).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FramingOptions {
  /** Path prefixes (`/admin-preview`) other sites may frame; none by default. */
  allowedPaths: readonly string[];
  /** The origins allowed to frame them (`https://admin.example.com`), or `'self'`. */
  ancestors: readonly string[];
  /** The admin console's origins (ADMIN_CONSOLE_ORIGINS): they may frame the admin previews, and nothing else. */
  adminConsoleOrigins?: readonly string[];
}

/**
 * Where the web app's admin previews live (the ADMIN_* routes of
 * web/src/system/routeTable.ts, one path in every language): the admin console
 * shows them in an iframe (spec §2 "Admin previews").
 */
export const ADMIN_PREVIEW_PATH = '/admin/preview';

/** `'sha256-…'` sources for the inline <style> elements of the built index.html. */
export function inlineStyleHashes(webDistDir: string | null): string[] {
  if (!webDistDir) return [];
  let html: string;
  try {
    html = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

const graphiqlPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

/** Sets GraphiQL's own policy on an HTML answer of /graphql. */
export function allowGraphiQL(setHeader: (name: string, value: string) => void): void {
  setHeader('content-security-policy', graphiqlPolicy);
}

/** Registers helmet on `app` itself (not in a child context): every route of the gateway gets the headers. */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; framing: FramingOptions; webDistDir: string | null; frameSources?: readonly string[] },
): void {
  const directives = {
    defaultSrc: ["'self'"],
    // The payment provider's card field, in a frame on the card step.
    frameSrc: ["'self'", ...(options.frameSources ?? [])],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", ...inlineStyleHashes(options.webDistDir)],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Only where the public origin is HTTPS: on http://localhost it would break every asset.
    upgradeInsecureRequests: options.production ? [] : null,
  };
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS, which production is (behind its proxy).
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Third-party OAuth apps call /oauth/token from their own origin (CORS); images
    // and media are same-origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // On every route, the not-found answers included; helmet sets the headers on
  // the Node response, which Fastify sends with the reply's own.
  app.addHook('onRequest', (request, reply, done) =>
    applyHelmet(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const { allowedPaths, ancestors, adminConsoleOrigins = [] } = options.framing;
  const rules = [
    // The previews are framed by the admin console, and by the app itself (a page of its own may show one).
    { paths: [ADMIN_PREVIEW_PATH], ancestors: ["'self'", ...adminConsoleOrigins] },
    { paths: allowedPaths, ancestors },
  ];
  const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0]!.replace(/^\/realm\/[^/]+(?=\/)/, '');
    const rule = rules.find((candidate) => candidate.paths.some((prefix) => under(path, prefix)));
    if (!rule) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", `frame-ancestors ${rule.ancestors.join(' ')}`));
    }
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
