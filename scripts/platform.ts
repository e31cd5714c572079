// `npm start`: the whole platform on one origin. The embedded backend (PGlite in
// backend/data/) listens on BACKEND_PORT; the gateway on PORT serves the built
// web app, /graphql (GraphiQL) and proxies media and images to the backend.
// Set UPSTREAM_URL to put the gateway in front of another server that speaks
// the same REST contract instead of the embedded one.
import { fileURLToPath } from 'node:url';
import { startBackend } from '../backend/src/server.ts';
import { startGateway } from '../gateway/src/server.ts';

const port = Number(process.env.PORT ?? 4000);
const backendPort = Number(process.env.BACKEND_PORT ?? 4100);
const webDistDir = fileURLToPath(new URL('../web/dist', import.meta.url));

const backend = process.env.UPSTREAM_URL ? null : await startBackend({ port: backendPort, host: '127.0.0.1' });
const upstreamUrl = process.env.UPSTREAM_URL ?? backend!.url;
const gateway = await startGateway({
  port,
  host: process.env.HOST,
  upstreamUrl,
  webDistDir,
  apiKey: process.env.RINGSIDE_API_KEY,
  redisUrl: process.env.REDIS_URL,
});

console.log(`Ringside is running:
  http://localhost:${port}            the dark demo realm (ringside), guests welcome
  http://acme.localhost:${port}       the light demo realm (acme), sign-in required
  http://localhost:${port}/realm/acme a realm by its name
  http://localhost:${port}/graphql    GraphiQL
  upstream REST: ${upstreamUrl}${backend ? ' (embedded backend, OpenAPI at /openapi.json)' : ''}`);

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await gateway.close();
  await backend?.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
