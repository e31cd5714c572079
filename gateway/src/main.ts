// Starts the gateway from the environment (see gateway/README.md).
import { startGateway } from './server.ts';

const upstreamUrl = process.env['UPSTREAM_URL'];
if (!upstreamUrl) {
  console.error('gateway: UPSTREAM_URL is required (the REST platform, e.g. http://127.0.0.1:4100)');
  process.exit(1);
}

const gateway = await startGateway({
  port: Number(process.env['PORT'] ?? 4000),
  host: process.env['HOST'] ?? '0.0.0.0',
  upstreamUrl,
  webDistDir: process.env['WEB_DIST_DIR'] || null,
  redisUrl: process.env['REDIS_URL'] || undefined,
  apiKey: process.env['RINGSIDE_API_KEY'] || 'ringside-demo-key',
});
console.log(`gateway: listening on ${gateway.url} (GraphiQL at ${gateway.url}/graphql)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
