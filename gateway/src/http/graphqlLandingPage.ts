// What a person sees who opens /graphql in a browser when GraphiQL is off (in
// production): Yoga can only refuse, in JSON the browser did not ask for (403
// for the missing CSRF header, or 406 Not Acceptable, by plugin order). This
// answers such a visit with a short plain page that says what the address is
// and where the site is.
//
// Decisions:
// - A page, not JSON: the visitor is a person at a browser (a GET that accepts
//   text/html and carries no GraphQL parameter); programs that speak GraphQL
//   ask for JSON and keep getting Yoga's answers.
// - 404, not 405 or 200: GET is a method /graphql takes (persisted operations
//   by id), so 405 would be untrue; there is no page here, which is what 404
//   says, and a monitor or crawler must not take it for a working page.
// - Only after Yoga has answered without a page: the visit asks no GraphQL
//   question, so nothing runs and nothing is revealed that Yoga would not, and
//   the persisted-only rule is untouched; with GraphiQL on, Yoga's answer is
//   GraphiQL's page and this never answers.
// - No script and no style: the page lives under the strict Content-Security-Policy.
// - No brand: the same page serves every realm's domain (white label).
import type { FastifyReply, FastifyRequest } from 'fastify';

const graphqlParameters = ['query', 'documentId', 'extensions', 'operationName', 'variables'];

/** A person opening the address in a browser, not a program asking a GraphQL question. */
export function isBrowserVisit(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (!/\btext\/html\b/i.test(request.headers.accept ?? '')) return false;
  const parameters = request.query as Record<string, unknown> | undefined;
  return !graphqlParameters.some((name) => parameters?.[name] !== undefined);
}

/** A browser visit that Yoga answered without a page (GraphiQL off): the landing page answers instead. */
export function wantsLandingPage(request: FastifyRequest, yogaResponse: Response): boolean {
  return isBrowserVisit(request) && !(yogaResponse.headers.get('content-type') ?? '').startsWith('text/html');
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>GraphQL API</title>
</head>
<body>
<h1>GraphQL API</h1>
<p>This address answers the apps of this site, not browsers: there is no page to show here.</p>
<p><a href="/">Go to the site</a></p>
</body>
</html>
`;

/** Answers a browser visit with the page (404, not cached). */
export function sendGraphQLLandingPage(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}
