import type { UpstreamStream } from '../lib/upstreamTypes.ts';

/** The upstream's stream answer; its `/media/...` URLs are served through the gateway's proxy. */
export type PlaybackModel = UpstreamStream;
