import type { UpstreamVideo } from '../lib/upstream.ts';

export type VideoModel = UpstreamVideo & { __typename: 'Video' };

export function toVideoModel(video: UpstreamVideo): VideoModel {
  return { ...video, __typename: 'Video' };
}
