// What a third-party app asks for in the /authorize page's query (spec §2:
// response_type, client_id, redirect_uri, state, code_challenge,
// code_challenge_method), checked before the viewer is shown a form. The
// platform checks it all again; this only decides what the page shows.

export interface AuthorizeRequest {
  responseType: string;
  clientId: string;
  redirectUri: string;
  state: string | null;
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** Why the page cannot ask the viewer to sign in, or null when the request is sound. */
export type AuthorizeRequestProblem = 'MISSING_PARAMETERS' | 'UNSUPPORTED_RESPONSE_TYPE' | 'UNSUPPORTED_CHALLENGE';

function single(value: unknown): string {
  if (Array.isArray(value)) return ''; // a parameter given twice is ambiguous: refused
  return typeof value === 'string' ? value : '';
}

export function readAuthorizeRequest(query: Record<string, unknown>): AuthorizeRequest {
  const state = single(query.state);
  return {
    responseType: single(query.response_type),
    clientId: single(query.client_id),
    redirectUri: single(query.redirect_uri),
    state: state === '' ? null : state,
    codeChallenge: single(query.code_challenge),
    codeChallengeMethod: single(query.code_challenge_method),
  };
}

// RFC 7636: 43 to 128 unreserved characters (an S256 challenge is 43).
const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

export function authorizeRequestProblem(request: AuthorizeRequest): AuthorizeRequestProblem | null {
  if (!request.clientId || !request.redirectUri || !request.responseType || !request.codeChallenge) return 'MISSING_PARAMETERS';
  if (request.responseType !== 'code') return 'UNSUPPORTED_RESPONSE_TYPE';
  // Without PKCE S256 whoever intercepts the code could redeem it: `plain` and no method are refused.
  if (request.codeChallengeMethod !== 'S256' || !CHALLENGE_PATTERN.test(request.codeChallenge)) return 'UNSUPPORTED_CHALLENGE';
  return null;
}
