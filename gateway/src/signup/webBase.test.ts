import { describe, expect, it } from 'vitest';
import { webBaseOf } from './webBase.ts';

const request = (headers: Record<string, string>, url = 'http://127.0.0.1:4000/graphql') => new Request(url, { method: 'POST', headers });
/** As served by Fastify: `req.host`/`req.protocol` are what TRUST_PROXY_HOPS let it believe. */
const served = (headers: Record<string, string>, req: { host: string; protocol: string }) => ({ request: request(headers), req });

describe('the web base forwarded for emailed links', () => {
  it('is the browser’s origin', () => {
    expect(webBaseOf({ request: request({ origin: 'http://localhost:4000', host: 'localhost:4000' }) }, 'ringside')).toBe('http://localhost:4000');
  });

  it('keeps the realm prefix when the app runs under /realm/{name}', () => {
    expect(webBaseOf({ request: request({ origin: 'http://localhost:4000', 'x-ringside-realm': 'acme' }) }, 'acme')).toBe(
      'http://localhost:4000/realm/acme',
    );
  });

  it('falls back to the origin the request was sent to without an Origin (TV and mobile apps)', () => {
    expect(webBaseOf(served({}, { host: 'watch.example', protocol: 'https' }), 'ringside')).toBe('https://watch.example');
    expect(webBaseOf({ request: request({ host: 'acme.localhost:4000' }) }, 'acme')).toBe('http://acme.localhost:4000');
  });

  it('ignores a forged X-Forwarded-Host when no proxy is trusted', () => {
    const forged = served({ host: 'acme.localhost:4000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, {
      host: 'acme.localhost:4000',
      protocol: 'http',
    });
    expect(webBaseOf(forged, 'acme')).toBe('http://acme.localhost:4000');
  });

  it('offers nothing it cannot parse (the platform then uses the realm’s preferred domain)', () => {
    expect(webBaseOf(served({ origin: 'not a url' }, { host: '', protocol: 'http' }), 'ringside')).toBeNull();
  });
});
