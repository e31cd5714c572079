// Serves the built web app from the gateway's own origin: files as they are
// (hashed assets cached for a year), and index.html for any other GET so the
// client-side router can take over, also under `/realm/{name}/...`.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite names built files `name-HASH.ext` (8+ base64url characters). */
export function isHashedAsset(path: string): boolean {
  return /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path) && path.includes('/assets/');
}

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null; // no way out of the root
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

function send(req: IncomingMessage, res: ServerResponse, file: string, size: number, cacheControl: string) {
  res.writeHead(200, {
    'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export function createWebAppHandler(webDistDir: string) {
  const root = resolve(webDistDir);
  return async function serveWebApp(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    // Assets referenced relatively from a page under /realm/{name}/ resolve under that prefix.
    const withoutRealm = pathname.replace(/^\/realm\/[^/]+(?=\/|$)/, '') || '/';
    for (const path of pathname === withoutRealm ? [pathname] : [pathname, withoutRealm]) {
      if (path.endsWith('/')) continue;
      const file = await fileAt(root, path);
      if (file) {
        const { size } = await stat(file);
        const cacheControl = isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
        send(req, res, file, size, cacheControl);
        return;
      }
    }
    // A missing file (it has an extension) is a 404, not the app: a broken script must fail loudly.
    if (extname(withoutRealm) !== '') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const index = join(root, 'index.html');
    try {
      const { size } = await stat(index);
      send(req, res, index, size, 'no-cache');
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app has not been built.');
    }
  };
}
