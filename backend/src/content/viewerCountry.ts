// The country a viewer watches from, for territory rules. The token's `loc` is
// the account's country (sign-up's ADDRESS_COUNTRY field; ZZ for guests and
// accounts without one); where the viewer's address places them, that wins:
// rights are sold by where people watch, not where they signed up.
//
// The address is the one the gateway forwards (`x-client-ip`, believed only
// from api-key holders, and by the gateway only from the proxies
// TRUST_PROXY_HOPS names), so no client can claim a country by a header.
// The lookup here is the demo's: the three documentation ranges of RFC 5737,
// which no real viewer has, stand for three countries so that tests and demos
// can watch "from abroad". A deployment plugs its GeoIP database in here.
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../security/attemptGuard.ts';
import type { AccessClaims } from '../session/accessToken.ts';

const demoRanges: [prefix: string, country: string][] = [
  ['192.0.2.', 'BR'], // TEST-NET-1
  ['198.51.100.', 'US'], // TEST-NET-2
  ['203.0.113.', 'GB'], // TEST-NET-3
];

/** The country of an address, or null when the lookup does not know it. */
export function countryOfAddress(address: string): string | null {
  return demoRanges.find(([prefix]) => address.startsWith(prefix))?.[1] ?? null;
}

export function viewerCountry(request: FastifyRequest, claims: AccessClaims | null): string {
  return countryOfAddress(clientAddress(request)) ?? claims?.country ?? 'ZZ';
}
