import closeWithGrace from 'close-with-grace';
import { ConfigError, configFromEnv, type BackendConfig } from './config.ts';
import { RealmFilesError } from './realm/realmFileStore.ts';
import { startBackend } from './server.ts';

let config: BackendConfig;
try {
  config = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const backend = await startBackend({ port: config.port, host: config.host, config }).catch((error: unknown) => {
  // Realm files (REALMS_DIR) with mistakes: every one, by file and path, and no start.
  if (!(error instanceof RealmFilesError)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`Ringside backend listening on ${backend.url} (OpenAPI: ${backend.url}/openapi.json)`);

// SIGINT/SIGTERM (or a crash): stop accepting connections, let the requests in
// flight finish (/ready answers 503 meanwhile), then close the database. A
// second signal, or SHUTDOWN_GRACE_MS passing, ends the process at once.
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) console.error('Ringside backend is stopping after an error:', err);
  else console.log(`Ringside backend is stopping (${signal}): draining requests in flight`);
  await backend.close();
});
