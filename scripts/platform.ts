// `npm start`: the whole platform on one origin. The embedded backend (PGlite in
// backend/data/) listens on BACKEND_PORT; the gateway on PORT serves the built
// web app, /graphql (GraphiQL) and proxies media and images to the backend.
// Set UPSTREAM_URL to put the gateway in front of another server that speaks
// the same REST contract instead of the embedded one. Every other gateway
// variable (gateway/README.md) applies, checked before anything starts.
import closeWithGrace from 'close-with-grace';
import { fileURLToPath } from 'node:url';
import { RealmFilesError } from '../backend/src/realm/realmFileStore.ts';
import { startBackend } from '../backend/src/server.ts';
import { ConfigError, loadConfig, type GatewayConfig } from '../gateway/src/config.ts';
import { startGateway } from '../gateway/src/server.ts';

const backendPort = Number(process.env.BACKEND_PORT ?? 4100);
const webDistDir = fileURLToPath(new URL('../web/dist', import.meta.url));

let config: GatewayConfig;
try {
  config = loadConfig({
    ...process.env,
    UPSTREAM_URL: process.env.UPSTREAM_URL || `http://127.0.0.1:${backendPort}`,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR || webDistDir,
    // A demo on a laptop: this machine only, unless HOST says otherwise.
    HOST: process.env.HOST || '127.0.0.1',
    // One line per request is for servers whose logs are collected; a terminal wants warnings.
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The demo is what `npm start` is for: its realms, content and accounts (the README's table),
// unless RINGSIDE_DEMO_DATA says otherwise or this is a production server, which never loads them.
if (process.env.NODE_ENV !== 'production') process.env.RINGSIDE_DEMO_DATA ||= 'on';

// REALMS_DIR (backend/README.md) adds realms from files; a file with mistakes stops the start, listing them.
const backend = process.env.UPSTREAM_URL
  ? null
  : await startBackend({ port: backendPort, host: '127.0.0.1' }).catch((error: unknown) => {
      // The backend's own variables (backend/README.md) are checked as it starts (the same ConfigError).
      if (!(error instanceof RealmFilesError || error instanceof ConfigError)) throw error;
      console.error(error.message);
      process.exit(1);
    });
const gateway = await startGateway(config);
const port = new URL(gateway.url).port;

console.log(`Ringside is running:
  http://localhost:${port}            the dark demo realm (ringside), guests welcome
  http://acme.localhost:${port}       the light demo realm (acme), sign-in required
  http://localhost:${port}/realm/acme a realm by its name
  http://localhost:${port}/graphql    GraphiQL
  upstream REST: ${config.upstreamUrl}${backend ? ' (embedded backend, OpenAPI at /openapi.json)' : ''}`);

// The gateway drains first (its in-flight requests still need the backend), then the backend.
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ err }) => {
  if (err) console.error(err);
  await gateway.close();
  await backend?.close();
});
