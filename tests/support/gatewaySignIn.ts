// Signing in through the gateway as a TV or mobile app does: the tokens come
// back in the answer's body (tokenDelivery: BODY), not as cookies, and every
// later request carries the access token as a bearer token. Browser sign-in
// goes through the form instead (session.ts).
import { createRingsideAccount } from './accounts.ts';
import { graphql, type GraphQLResponse } from './graphql.ts';
import type { RunningPlatform } from './platform.ts';
import type { Credentials } from './session.ts';

/** Asks the gateway one GraphQL operation as a signed-in viewer. */
export type AskGateway = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse<T>>;

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(input: { email: $email, password: $password, tokenDelivery: BODY }) {
  tokens { accessToken } userErrors { messageKey } } }`;

/**
 * The access token of a new session for `credentials` on `realm`. Rejects with
 * the userErrors' messageKeys when the sign-in is refused, so that a test fails
 * on the reason rather than on a missing token further on. `headers` are sent
 * with the sign-in only (a User-Agent names the device the session is on).
 */
export async function accessTokenThroughGateway(
  platform: RunningPlatform,
  { email, password }: Credentials,
  realm = 'ringside',
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await graphql(platform.url, SIGN_IN, { realm, variables: { email, password }, headers });
  const problems: { messageKey: string }[] = answer.data?.signIn?.userErrors ?? [];
  const token = answer.data?.signIn?.tokens?.accessToken as string | undefined;
  if (problems.length > 0 || !token) {
    const reasons = problems.map((problem) => problem.messageKey).join(', ') || JSON.stringify(answer.errors ?? answer.data);
    throw new Error(`sign-in of ${email} on ${realm} refused: ${reasons}`);
  }
  return token;
}

/** Asks as whoever holds `token` (an access token of `realm`). */
export function askingWith(platform: RunningPlatform, token: string, realm = 'ringside'): AskGateway {
  return (query, variables) => graphql(platform.url, query, { realm, variables, headers: { authorization: `Bearer ${token}` } });
}

/** Signs `credentials` in on `realm` and asks as them from then on. */
export async function signedInThroughGateway(platform: RunningPlatform, credentials: Credentials, realm = 'ringside'): Promise<AskGateway> {
  return askingWith(platform, await accessTokenThroughGateway(platform, credentials, realm), realm);
}

/** A new, confirmed ringside customer with the required details (accounts.ts), signed in. */
export async function newRingsideCustomer(platform: RunningPlatform): Promise<AskGateway> {
  return signedInThroughGateway(platform, await createRingsideAccount(platform));
}
