import { describe, expect, it } from 'vitest';
import { clientAddressOf, requestHostname, requestIsSecure, requestOrigin } from './clientAddress.ts';

// What Fastify hands over (`req.ip`, `req.host`, `req.protocol`) has already
// weighed X-Forwarded-* against TRUST_PROXY_HOPS; tests/integration/
// gatewayServerProxies.test.ts checks that end to end.
const served = (req: { ip?: string; host?: string; protocol?: string }, url = 'http://gateway.test/graphql') => ({
  request: new Request(url, { headers: { host: 'forged.example', 'x-forwarded-host': 'forged.example' } }),
  req,
});

describe('who sent a request, and to which origin', () => {
  it('is what Fastify established, never the request headers themselves', () => {
    const context = served({ ip: '203.0.113.9', host: 'acme.localhost:4000', protocol: 'https' });
    expect(clientAddressOf(context)).toBe('203.0.113.9');
    expect(requestHostname(context)).toBe('acme.localhost');
    expect(requestIsSecure(context)).toBe(true);
    expect(requestOrigin(context)).toBe('https://acme.localhost:4000');
  });

  it('gives no origin for a host that is not one', () => {
    expect(requestOrigin(served({ host: 'evil.example/path?', protocol: 'http' }))).toBeNull();
    expect(requestOrigin(served({ host: '[::1]:4000', protocol: 'http' }))).toBe('http://[::1]:4000');
  });

  it('strips the port, also from an IPv6 host, and lower-cases the name', () => {
    expect(requestHostname(served({ host: 'ACME.localhost' }))).toBe('acme.localhost');
    expect(requestHostname(served({ host: '[::1]:4000' }))).toBe('::1');
  });

  it('knows no address that is not one', () => {
    expect(clientAddressOf(served({ ip: 'unknown' }))).toBeNull();
    expect(clientAddressOf(served({}))).toBeNull();
  });

  it('without an HTTP server (yoga.fetch in tests) reads the URL and Host only, and knows no address', () => {
    const request = new Request('https://acme.localhost/graphql', { headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '1.1.1.1' } });
    expect(requestHostname({ request })).toBe('acme.localhost');
    expect(requestIsSecure({ request })).toBe(true);
    expect(clientAddressOf({ request })).toBeNull();
  });
});
