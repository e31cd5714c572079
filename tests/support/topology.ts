// The production shape on one machine, for the several-instance suite: two
// backends on one PostgreSQL database (a test's own, dropped after) and one Redis
// (under a test's own REDIS_PREFIX, cleaned after), a gateway in front of each,
// and a round-robin proxy in front of the gateways (roundRobinProxy.ts).
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BackendConfig } from '../../backend/src/config.ts';
import { startBackend } from '../../backend/src/server.ts';
import { startGateway, type GatewayOptions } from '../../gateway/src/server.ts';
import { startRoundRobinProxy } from './roundRobinProxy.ts';
import { createScratchDatabase, redisUrl, removeRedisKeys, scratchRedisPrefix } from './services.ts';

const webDistDir = process.env.E2E_WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Instance {
  url: string;
  close(): Promise<void>;
}

export interface Topology {
  /** The proxy's origin: what a viewer's browser talks to. */
  url: string;
  databaseUrl: string;
  redisPrefix: string;
  backends: Instance[];
  gateways: Instance[];
  /** Which gateway (0 or 1) answered each request the proxy passed on, in order. */
  proxied: number[];
  /** Another backend on the same database and Redis (closed with the topology unless closed before). */
  addBackend(config?: Partial<BackendConfig>): Promise<Instance>;
  close(): Promise<void>;
}

export async function startTopology(
  options: { backendConfig?: Partial<BackendConfig>; gatewayOptions?: Partial<GatewayOptions>; serveWeb?: boolean } = {},
): Promise<Topology> {
  const database = await createScratchDatabase('ringside_topology');
  const databaseUrl = database.url;
  const redisPrefix = scratchRedisPrefix();

  const backendConfig: Partial<BackendConfig> = { redisUrl, redisPrefix, demoData: true, ...options.backendConfig };
  const extraBackends: Instance[] = [];
  const addBackend = async (config: Partial<BackendConfig> = {}) => {
    const backend = await startBackend({ port: 0, host: '127.0.0.1', databaseUrl, config: { ...backendConfig, ...config } });
    extraBackends.push(backend);
    return backend;
  };
  // One after the other: the second finds the database migrated and the demo loaded.
  const backends = [
    await startBackend({ port: 0, host: '127.0.0.1', databaseUrl, config: backendConfig }),
    await startBackend({ port: 0, host: '127.0.0.1', databaseUrl, config: backendConfig }),
  ];
  const gateways = await Promise.all(
    backends.map((backend) =>
      startGateway({
        port: 0,
        host: '127.0.0.1',
        upstreamUrl: backend.url,
        webDistDir: options.serveWeb === false ? null : webDistDir,
        redisUrl,
        redisPrefix,
        trustedProxyHops: 1,
        ...options.gatewayOptions,
      }),
    ),
  );
  const proxied: number[] = [];
  const proxy = await startRoundRobinProxy(gateways.map((gateway) => new URL(gateway.url)), proxied);
  const { port } = proxy.address() as AddressInfo;

  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    redisPrefix,
    backends,
    gateways,
    proxied,
    addBackend,
    async close() {
      if (closed) return;
      closed = true;
      proxy.closeAllConnections();
      proxy.close();
      for (const server of [...gateways, ...backends, ...extraBackends]) await server.close().catch(() => undefined);
      await removeRedisKeys(redisPrefix);
      await database.drop();
    },
  };
}
