import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';

// Clients may keep the key set this long; a key unknown to them makes them fetch it again.
const JWKS_MAX_AGE_SECONDS = 300;

/** `GET /.well-known/jwks.json`: the public keys of access tokens (no request-contract headers). */
export async function jwksRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        operationId: 'getJwks',
        tags: ['session'],
        summary: 'The public keys that verify access tokens (JWKS, ES256)',
        response: {
          200: {
            type: 'object',
            required: ['keys'],
            properties: {
              keys: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['kty', 'crv', 'x', 'y', 'kid', 'alg', 'use'],
                  properties: {
                    kty: { type: 'string' },
                    crv: { type: 'string' },
                    x: { type: 'string' },
                    y: { type: 'string' },
                    kid: { type: 'string' },
                    alg: { type: 'string' },
                    use: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
      return deps.tokenKeys.jwks;
    },
  );
}
