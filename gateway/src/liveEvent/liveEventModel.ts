import type { UpstreamLiveEvent } from '../lib/upstream.ts';

export type LiveEventModel = UpstreamLiveEvent & { __typename: 'LiveEvent' };

export function toLiveEventModel(event: UpstreamLiveEvent): LiveEventModel {
  return { ...event, __typename: 'LiveEvent' };
}
