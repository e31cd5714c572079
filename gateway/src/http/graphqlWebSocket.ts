// GraphQL over WebSocket on `/graphql` (protocol `graphql-transport-ws`, the
// `graphql-ws` library) for TV and mobile apps; browsers use server-sent
// events on the same path (graphqlRoute.ts). Every operation goes through
// Yoga's envelop, so the schema, the context (gateway/src/context.ts, built
// from a Request as for HTTP), the limits, error masking and metrics are the
// same as over HTTP.
//
// Who the viewer is: the connection_init payload's `authorization` (a bearer,
// as apps send it), else the upgrade request's own headers and cookies. The
// payload may also name the realm (`x-ringside-realm`), the language
// (`accept-language`) and the device (`x-device-id`).
// Cross-site WebSocket hijacking: a browser sends a site's cookies with any
// page's upgrade request, so cookies only count when the Origin is the
// gateway's own host; another origin may still connect with a bearer.
// Persisted operations: where only registered operations run, the subscribe
// message's `query` must be one (its SHA-256 registered), or empty with
// `extensions.persistedQuery.sha256Hash` / `documentId` naming one.
// Limits: each operation spends one request of the viewer's GraphQL budget, the
// same as over HTTP (security/viewerRateLimit.ts; RATE_LIMITED with
// retryAfterSeconds over it), and a connection runs at most
// MAX_OPERATIONS_PER_CONNECTION at once however fast its messages come; the
// subscriptions a viewer holds over both transports are capped by
// graphql/subscriptionsPerViewer.ts, in Yoga's envelop.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import proxyAddr from '@fastify/proxy-addr';
import { WebSocketServer } from 'ws';
import type { GatewayContext } from '../context.ts';
import { persistedOperationId } from '../graphql/persistedOperations.ts';
import { rateLimitedError } from '../lib/errors.ts';
import { GraphQLError } from '../lib/graphql.ts';
import type { AccessTokenVerifier } from '../lib/jwt.ts';
import { parseCookies } from '../lib/cookies.ts';
import { presentedAccessToken, rateLimitKey, type ViewerRateLimit } from '../security/viewerRateLimit.ts';
import { roleOf, type GraphQLPolicy } from '../graphql/yogaPlugins.ts';
import { GRAPHQL_BODY_LIMIT_BYTES } from './graphqlRoute.ts';

/** Subscriptions one connection may hold at once: a screen needs a few, not hundreds. */
export const MAX_OPERATIONS_PER_CONNECTION = 20;

const PAYLOAD_HEADERS = ['authorization', 'x-ringside-realm', 'accept-language', 'x-device-id'] as const;

export interface GraphQLWebSocketOptions {
  yoga: YogaServerInstance<Record<string, unknown>, GatewayContext>;
  policy: GraphQLPolicy;
  /** TRUST_PROXY_HOPS, as the HTTP routes read forwarded headers. */
  trustedProxyHops: number;
  /** The per-viewer GraphQL budget HTTP requests spend too. */
  rateLimit: ViewerRateLimit;
  verifyAccessToken: AccessTokenVerifier;
}

/** The parts of Fastify's request the context reads (security/clientAddress.ts), for an upgrade request. */
function originOf(request: IncomingMessage, hops: number) {
  const trusted = (_address: string, hop: number) => hop < hops;
  const forwarded = (name: string) => (hops > 0 ? request.headers[name]?.toString().split(',').at(-1)?.trim() : undefined);
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  return {
    ip: proxyAddr(request, trusted),
    host: forwarded('x-forwarded-host') || request.headers.host || '',
    protocol: forwarded('x-forwarded-proto') || (encrypted ? 'https' : 'http'),
  };
}

/** The upgrade request as a Fetch Request, with the connection_init payload's headers on top. */
function requestOf(upgrade: IncomingMessage, origin: { host: string; protocol: string }, payload: Record<string, unknown> | undefined) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(upgrade.headers)) {
    if (value === undefined || name.startsWith('sec-websocket') || name === 'upgrade' || name === 'connection') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const pageOrigin = headers.get('origin');
  if (pageOrigin && safeHost(pageOrigin) !== origin.host.toLowerCase()) headers.delete('cookie');
  for (const name of PAYLOAD_HEADERS) {
    const value = payload?.[name] ?? payload?.[name.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase())];
    if (typeof value === 'string' && value) headers.set(name, value);
  }
  return new Request(`${origin.protocol}://${origin.host || 'localhost'}/graphql`, { headers });
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The document text of a subscribe message, or the reason it may not run. */
async function operationText(
  payload: { query?: string; extensions?: Record<string, unknown> | null; documentId?: unknown },
  request: Request,
  policy: GraphQLPolicy,
): Promise<string | GraphQLError> {
  const extensions = payload.extensions ?? {};
  const persisted = extensions.persistedQuery as { sha256Hash?: unknown } | undefined;
  const id = [payload.documentId, extensions.documentId, persisted?.sha256Hash].find((candidate) => typeof candidate === 'string');
  if (!payload.query && typeof id === 'string') {
    const text = policy.persistedOperations.get(id)?.text ?? (await policy.sharedOperations?.find(id));
    return text ?? coded('No registered operation has this id.', 'PERSISTED_QUERY_NOT_FOUND');
  }
  if (!payload.query) return coded('Send a query or the documentId of a registered operation.', 'PERSISTED_QUERY_ID_REQUIRED');
  if (policy.persistedOnly && roleOf(request, policy) === 'client' && !policy.persistedOperations.has(persistedOperationId(payload.query))) {
    return coded('Only registered operations are accepted: send a documentId.', 'PERSISTED_QUERY_ONLY');
  }
  return payload.query;
}

function coded(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function installGraphQLWebSocket(app: FastifyInstance, options: GraphQLWebSocketOptions): { close(): Promise<void> } {
  const { yoga, policy } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: GRAPHQL_BODY_LIMIT_BYTES });
  /** The operations each connection was let run, by id. */
  const admitted = new WeakMap<object, Set<string>>();

  const disposable = useServer<Record<string, unknown>>(
    {
      execute: (args) => (args.rootValue as { execute(args: ExecutionArgs): unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe(args: ExecutionArgs): unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, id, payload) => {
        // Decided before anything is awaited: a burst of subscribe messages is handled one
        // message at a time up to its first await, so each sees the ones before it. graphql-ws
        // forgets an operation (ctx.subscriptions) however it ends, failed ones included.
        const operations = admitted.get(ctx) ?? new Set<string>();
        admitted.set(ctx, operations);
        for (const held of operations) if (!(held in ctx.subscriptions)) operations.delete(held);
        if (operations.size >= MAX_OPERATIONS_PER_CONNECTION) {
          return [coded(`At most ${MAX_OPERATIONS_PER_CONNECTION} operations at once on one connection.`, 'TOO_MANY_OPERATIONS')];
        }
        operations.add(id);
        const upgrade = ctx.extra.request;
        const origin = originOf(upgrade, options.trustedProxyHops);
        const request = requestOf(upgrade, origin, ctx.connectionParams);
        const token = presentedAccessToken(request.headers.get('authorization'), parseCookies(request.headers.get('cookie')));
        const budget = await options.rateLimit.spend(await rateLimitKey(token, origin.ip, options.verifyAccessToken));
        if (!budget.allowed) {
          return [rateLimitedError(budget.retryAfterSeconds, `Too many requests: try again in ${budget.retryAfterSeconds} seconds.`)];
        }
        const text = await operationText(payload as never, request, policy);
        if (text instanceof GraphQLError) return [text];
        const params = { query: text, variables: payload.variables ?? undefined, operationName: payload.operationName ?? undefined, extensions: payload.extensions ?? undefined };
        const enveloped = yoga.getEnveloped({ request, params, req: { ...origin, id: upgrade.headers['x-request-id']?.toString() ?? null } });
        let document;
        try {
          document = enveloped.parse(text);
        } catch (error) {
          return [error instanceof GraphQLError ? error : coded('The document does not parse.', 'GRAPHQL_PARSE_FAILED')];
        }
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        if (errors.length > 0) return errors;
        return args;
      },
    },
    sockets,
  );

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== yoga.graphqlEndpoint) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });

  return {
    async close() {
      // Clients are told the server is going (1001) and reconnect elsewhere.
      for (const client of sockets.clients) client.close(1001, 'Server is shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
