import { describe, expect, it } from 'vitest';
import { webBaseOf } from './webBase.ts';

const request = (headers: Record<string, string>, url = 'http://127.0.0.1:4000/graphql') => new Request(url, { method: 'POST', headers });

describe('the web base forwarded for emailed links', () => {
  it('is the browser’s origin', () => {
    expect(webBaseOf(request({ origin: 'http://localhost:4000', host: 'localhost:4000' }), 'ringside')).toBe('http://localhost:4000');
  });

  it('keeps the realm prefix when the app runs under /realm/{name}', () => {
    expect(webBaseOf(request({ origin: 'http://localhost:4000', 'x-ringside-realm': 'acme' }), 'acme')).toBe('http://localhost:4000/realm/acme');
  });

  it('falls back to the forwarded or direct host without an Origin (TV and mobile apps)', () => {
    expect(webBaseOf(request({ 'x-forwarded-host': 'watch.example', 'x-forwarded-proto': 'https' }), 'ringside')).toBe('https://watch.example');
    expect(webBaseOf(request({ host: 'acme.localhost:4000' }), 'acme')).toBe('http://acme.localhost:4000');
  });

  it('offers nothing it cannot parse (the platform then uses the realm’s preferred domain)', () => {
    expect(webBaseOf(request({ origin: 'not a url', host: '' }), 'ringside')).toBeNull();
  });
});
