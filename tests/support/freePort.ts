// A port nobody listens on now, for a server that must be told its port
// before it starts (a child process, a redis-server, a backend restarted on
// the same port). Choosing one ourselves would meet ports fetch refuses
// outright (such as 4190) or one another run holds.
import { createServer, type AddressInfo } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      // Resolved once the port is let go again, so the caller can take it.
      server.close(() => resolve(port));
    });
  });
}
