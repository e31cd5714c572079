import type { UpstreamLiveEvent } from '../lib/upstreamTypes.ts';

export type LiveEventModel = UpstreamLiveEvent & { __typename: 'LiveEvent' };

export function toLiveEventModel(event: UpstreamLiveEvent): LiveEventModel {
  return { ...event, __typename: 'LiveEvent' };
}
