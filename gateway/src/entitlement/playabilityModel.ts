import type { UpstreamPlayability } from '../lib/upstream.ts';

/** The upstream's answer for one title (`GET /api/v2/playability`); licences are resolved by id. */
export type PlayabilityModel = UpstreamPlayability;
