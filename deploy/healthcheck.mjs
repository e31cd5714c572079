// The container health check of the image (Dockerfile HEALTHCHECK) and of
// compose.yaml: `node deploy/healthcheck.mjs [/health|/ready]` asks the server
// this container runs, on loopback, and exits 0 only on a 2xx answer.
//
// One image runs either server, so the check tries the gateway's port (PORT,
// 4000) and then the backend's (BACKEND_PORT, 4100): nothing listens on the
// other one in a container. A server that answers with anything but 2xx is
// unhealthy at once; only a refused connection moves on to the next port.
// Plain Node, no dependency: it must run wherever the bundles run.
const path = process.argv[2] ?? '/health';
const ports = [process.env.PORT || '4000', process.env.BACKEND_PORT || '4100'];

for (const port of ports) {
  let response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(4000) });
  } catch (error) {
    if (error?.cause?.code === 'ECONNREFUSED') continue;
    console.error(`${path} on port ${port}: ${error?.cause?.code ?? error?.message ?? error}`);
    process.exit(1);
  }
  await response.body?.cancel();
  if (response.ok) process.exit(0);
  console.error(`${path} on port ${port}: HTTP ${response.status}`);
  process.exit(1);
}
console.error(`${path}: no server listens on port ${ports.join(' or ')}`);
process.exit(1);
