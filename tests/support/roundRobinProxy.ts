// A round-robin load balancer in front of gateways, for the several-instance
// suite and the load bench: it sets X-Forwarded-* as the compose file's nginx
// does (TRUST_PROXY_HOPS=1; a client's own X-Forwarded-For is kept in front,
// as nginx's $proxy_add_x_forwarded_for keeps it) and passes WebSocket
// upgrades and streamed answers (SSE, streamed pages) through as they come. A
// few lines of node:http, so that nothing needs installing; the real proxy's
// configuration is checked by the deployment test.
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';

/** Starts the proxy on a free port of 127.0.0.1; `proxied` gets the index of the target of each request. */
export async function startRoundRobinProxy(targets: URL[], proxied: number[] = []): Promise<Server> {
  let next = 0;
  const pick = () => {
    const index = next++ % targets.length;
    proxied.push(index);
    return targets[index]!;
  };
  const forwarded = (incoming: IncomingMessage) => {
    const client = incoming.socket.remoteAddress ?? '127.0.0.1';
    const earlier = incoming.headers['x-forwarded-for'];
    return {
      ...incoming.headers,
      'x-forwarded-for': earlier ? `${earlier}, ${client}` : client,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': incoming.headers.host ?? '',
    };
  };
  const server = createServer((incoming, outgoing) => {
    const target = pick();
    const upstream = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: forwarded(incoming) },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.on('upgrade', (incoming, socket, head) => {
    const target = pick();
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(forwarded(incoming)).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      upstream.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
