import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedProxyHopsFromEnv } from './clientAddress.ts';

const connection = (remoteAddress: string) => ({ req: { socket: { remoteAddress } as never } });
const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('the viewer address the platform counts sign-in attempts by', () => {
  it('is the connection’s peer, and a client’s X-Forwarded-For claim is ignored by default', () => {
    expect(clientAddressOf(connection('203.0.113.9'), forwarded('10.9.9.9'), 0)).toBe('203.0.113.9');
  });

  it('is read from X-Forwarded-For as many entries from the right as there are trusted proxies', () => {
    // The client claimed 1.1.1.1; our one proxy appended the address it saw.
    expect(clientAddressOf(connection('10.0.0.2'), forwarded('1.1.1.1, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientAddressOf(connection('10.0.0.2'), forwarded('1.1.1.1, 198.51.100.7, 10.0.0.1'), 2)).toBe('198.51.100.7');
  });

  it('falls back to the peer when the header is missing or not an address', () => {
    expect(clientAddressOf(connection('10.0.0.2'), new Headers(), 1)).toBe('10.0.0.2');
    expect(clientAddressOf(connection('10.0.0.2'), forwarded('not-an-ip'), 1)).toBe('10.0.0.2');
    expect(clientAddressOf(undefined, new Headers(), 0)).toBeNull();
  });

  it('reads TRUST_PROXY_HOPS as a whole number of proxies', () => {
    expect(trustedProxyHopsFromEnv({ TRUST_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHopsFromEnv({ TRUST_PROXY_HOPS: 'yes' })).toBe(0);
    expect(trustedProxyHopsFromEnv({})).toBe(0);
  });
});
