import type { UpstreamStream } from '../lib/upstream.ts';

/** The upstream's stream answer; its `/media/...` URLs are served through the gateway's proxy. */
export type PlaybackModel = UpstreamStream;
