import type { UpstreamVideo } from '../lib/upstreamTypes.ts';

export type VideoModel = UpstreamVideo & { __typename: 'Video' };

export function toVideoModel(video: UpstreamVideo): VideoModel {
  return { ...video, __typename: 'Video' };
}
