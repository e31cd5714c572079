// Starts the gateway from the environment (see gateway/README.md for every
// variable). A wrong variable stops the start with one line per problem; on
// SIGTERM or SIGINT the gateway stops accepting, lets requests in flight
// finish for up to SHUTDOWN_GRACE_MS, then closes its caches and exits.
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type GatewayConfig } from './config.ts';
import { startGateway } from './server.ts';

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const running = await startGateway({ ...config, port: config.port, host: config.host, closeGraceMs: config.shutdownGraceMs });
const log = running.gateway.app.log;
log.info({ url: running.url, production: config.production }, `gateway listening on ${running.url}`);

// The gateway cuts what is still open after the grace itself (server.ts), then closes its caches:
// the process is given a little longer before it is ended regardless.
closeWithGrace({ delay: config.shutdownGraceMs + 2000, logger: { error: (message: unknown) => log.error(message) } }, async ({ err, signal }) => {
  if (err) log.error({ err }, 'gateway stopping after an uncaught error');
  else log.info({ signal }, 'gateway draining in-flight requests');
  await running.close();
});
