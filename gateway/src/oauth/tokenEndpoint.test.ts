import { describe, expect, it } from 'vitest';
import { isTokenEndpointPath, parseTokenRequest } from './tokenEndpoint.ts';

const fields = { grant_type: 'authorization_code', code: 'c', code_verifier: 'v', client_id: 'app', redirect_uri: 'https://app.example/cb' };

describe('the token endpoint an OAuth app calls', () => {
  it('reads a form body, as RFC 6749 prescribes, and JSON', () => {
    expect(parseTokenRequest('application/x-www-form-urlencoded; charset=UTF-8', new URLSearchParams(fields).toString())).toEqual(fields);
    expect(parseTokenRequest('application/json', JSON.stringify(fields))).toEqual(fields);
  });

  it('names what is missing, repeated or of the wrong kind', () => {
    expect(parseTokenRequest('application/x-www-form-urlencoded', 'grant_type=authorization_code')).toBe('code is required (once)');
    const twice = `${new URLSearchParams(fields).toString()}&code=other`;
    expect(parseTokenRequest('application/x-www-form-urlencoded', twice)).toBe('code is required (once)');
    expect(parseTokenRequest('application/json', JSON.stringify({ ...fields, code: 7 }))).toBe('code is required (once)');
    expect(parseTokenRequest('application/json', '{')).toBe('The body is not valid JSON');
    expect(parseTokenRequest('text/plain', 'x')).toMatch(/x-www-form-urlencoded/);
  });

  it('lives at /oauth/token, also under a realm path', () => {
    expect(isTokenEndpointPath('/oauth/token')).toBe(true);
    expect(isTokenEndpointPath('/realm/acme/oauth/token')).toBe(true);
    expect(isTokenEndpointPath('/realm/../oauth/token')).toBe(false);
    expect(isTokenEndpointPath('/oauth/token/x')).toBe(false);
  });
});
