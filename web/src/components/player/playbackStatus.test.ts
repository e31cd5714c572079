import { describe, expect, it } from 'vitest';
import { controlsShown, nextStatus, type PlaybackEvent, type PlaybackStatus } from './playbackStatus.ts';

const run = (events: PlaybackEvent[], from: PlaybackStatus = 'loading') => events.reduce(nextStatus, from);

describe('the playback state machine', () => {
  it('goes from loading through buffering to playing when the video starts by itself', () => {
    expect(run(['loadstart', 'play'])).toBe('buffering');
    expect(run(['loadstart', 'play', 'canplay', 'playing'])).toBe('playing');
  });

  it('waits paused, with its play button, when the browser refuses autoplay', () => {
    expect(run(['loadstart', 'canplay'])).toBe('paused');
  });

  it('buffers when data runs out while playing, and plays again after', () => {
    expect(run(['playing', 'waiting'])).toBe('buffering');
    expect(run(['playing', 'waiting', 'playing'])).toBe('playing');
  });

  it('stays paused when a seek while paused makes the element wait for data', () => {
    expect(run(['playing', 'pause', 'waiting'])).toBe('paused');
  });

  it('ends, and the pause the browser fires around the end does not undo it', () => {
    expect(run(['playing', 'pause', 'ended'])).toBe('ended');
    expect(run(['playing', 'ended', 'pause'])).toBe('ended');
    expect(run(['playing', 'ended', 'play', 'playing'])).toBe('playing');
  });

  it('stays failed whatever the dying stream still fires, until the viewer retries', () => {
    expect(run(['playing', 'error', 'playing', 'canplay'])).toBe('failed');
    expect(run(['playing', 'error', 'retry'])).toBe('loading');
  });
});

describe('controlsShown', () => {
  it('hides the controls only while playing with nobody active and no menu open', () => {
    expect(controlsShown({ status: 'playing', recentlyActive: false, menuOpen: false })).toBe(false);
    expect(controlsShown({ status: 'buffering', recentlyActive: false, menuOpen: false })).toBe(false);
  });

  it('shows them when paused, ended or loading, on activity, and while a menu is open', () => {
    expect(controlsShown({ status: 'paused', recentlyActive: false, menuOpen: false })).toBe(true);
    expect(controlsShown({ status: 'ended', recentlyActive: false, menuOpen: false })).toBe(true);
    expect(controlsShown({ status: 'loading', recentlyActive: false, menuOpen: false })).toBe(true);
    expect(controlsShown({ status: 'playing', recentlyActive: true, menuOpen: false })).toBe(true);
    expect(controlsShown({ status: 'playing', recentlyActive: false, menuOpen: true })).toBe(true);
  });
});
