import { startBackend } from './server.ts';

const backend = await startBackend({
  port: Number(process.env.BACKEND_PORT ?? 4100),
  host: process.env.BACKEND_HOST ?? '127.0.0.1',
});
console.log(`Ringside backend listening on ${backend.url} (OpenAPI: ${backend.url}/openapi.json)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void backend.close().then(() => process.exit(0));
  });
}
