import { describe, expect, it } from 'vitest';
import { programmeLink } from './programmeLink.ts';

const event = { internalId: '3' };
const video = { internalId: '12' };

describe('where a programme of the guide leads', () => {
  it('leads to a live event’s page whether or not it can be played yet (countdown, stream or replay)', () => {
    expect(programmeLink({ kind: 'LIVE_EVENT', playable: false, liveEvent: event, video: null })).toBe('/live/3');
    expect(programmeLink({ kind: 'LIVE_EVENT', playable: true, liveEvent: event, video: null })).toBe('/live/3');
  });

  it('leads to a replay or a video only when the realm lets it be played from the grid', () => {
    expect(programmeLink({ kind: 'REPLAY', playable: true, liveEvent: event, video: null })).toBe('/live/3');
    expect(programmeLink({ kind: 'VIDEO', playable: true, liveEvent: null, video })).toBe('/video/12');
    expect(programmeLink({ kind: 'REPLAY', playable: false, liveEvent: event, video: null })).toBeNull();
    expect(programmeLink({ kind: 'VIDEO', playable: false, liveEvent: null, video })).toBeNull();
  });

  it('leads nowhere for a show, or for content the viewer may not see', () => {
    expect(programmeLink({ kind: 'SHOW', playable: false, liveEvent: null, video: null })).toBeNull();
    expect(programmeLink({ kind: 'VIDEO', playable: true, liveEvent: null, video: null })).toBeNull();
  });
});
