// GET /playability: whether the viewer may play each of a page of titles now,
// and if not why and what would unlock it (entitlement/playability.ts). The
// gateway asks once per page of cards; the stream routes apply the same rule.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { optionalViewer } from '../session/viewer.ts';
import { playabilityOf } from './titlePlayability.ts';
import type { LicensedRef } from '../licence/licences.ts';

const reasons = ['AGE_RATING', 'GEO_BLOCKED', 'SIGN_IN_REQUIRED', 'NOT_LICENSED', 'NOT_STARTED', 'CONCURRENT_STREAMS'];

const playabilitySchema = {
  type: 'object',
  required: ['ref', 'playable', 'reason', 'unlockingLicenceIds', 'signInMayUnlock'],
  additionalProperties: false,
  properties: {
    ref: { type: 'string', description: '`VIDEO:3` or `LIVE_EVENT:4`, as asked' },
    playable: { type: 'boolean' },
    reason: {
      type: ['string', 'null'],
      enum: [...reasons, null],
      description:
        'Why it does not play now, the first that applies: AGE_RATING (above a child profile’s rating), GEO_BLOCKED, ' +
        'SIGN_IN_REQUIRED, NOT_LICENSED, NOT_STARTED (an upcoming event), CONCURRENT_STREAMS (the account plays on ' +
        'as many other devices as the realm allows); null when playable',
    },
    unlockingLicenceIds: {
      type: 'array',
      items: { type: 'string' },
      description: 'NOT_LICENSED: the licences on sale that include it, in the realm’s order',
    },
    signInMayUnlock: { type: 'boolean', description: 'A guest (or nobody) may hold it under an account: signing in may unlock it' },
  },
} as const;

export async function entitlementRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { refs: string } }>(
    '/playability',
    {
      schema: {
        operationId: 'getPlayability',
        tags: ['entitlement'],
        summary: 'Whether the viewer may play each title now; titles the realm does not have are left out',
        querystring: {
          type: 'object',
          required: ['refs'],
          additionalProperties: false,
          properties: {
            refs: {
              type: 'string',
              pattern: '^(VIDEO|LIVE_EVENT):[1-9][0-9]{0,8}(,(VIDEO|LIVE_EVENT):[1-9][0-9]{0,8}){0,99}$',
              description: 'Comma-separated `VIDEO:id` / `LIVE_EVENT:id`, at most 100',
            },
          },
        },
        response: { 200: { type: 'object', required: ['titles'], properties: { titles: { type: 'array', items: playabilitySchema } } } },
      },
    },
    async (request) => {
      const viewer = await optionalViewer(deps, request);
      const refs = [...new Set(request.query.refs.split(','))].map((ref): LicensedRef => {
        const [type, id] = ref.split(':');
        return { type: type as LicensedRef['type'], id: Number(id) };
      });
      const answers = await playabilityOf(deps, request, viewer, refs);
      return {
        titles: [...answers].map(([ref, answer]) => ({
          ref,
          playable: answer.playable,
          reason: answer.reason,
          unlockingLicenceIds: answer.unlockingLicenceIds.map(String),
          signInMayUnlock: answer.signInMayUnlock,
        })),
      };
    },
  );
}
