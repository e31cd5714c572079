import { useCallback, useEffect, useState, type RefObject } from 'react';
import { nextStatus, type PlaybackEvent, type PlaybackStatus } from './playbackStatus.ts';

/** What the controls show of the <video>, read from it at each of its events. */
export interface MediaSnapshot {
  currentTime: number;
  duration: number;
  /** Buffered ranges, in media time. */
  buffered: Array<[number, number]>;
  seekableStart: number;
  seekableEnd: number;
  volume: number;
  muted: boolean;
}

export interface PlayerState extends MediaSnapshot {
  status: PlaybackStatus;
}

const statusEvents: readonly PlaybackEvent[] = ['loadstart', 'canplay', 'play', 'playing', 'pause', 'waiting', 'ended'];
const snapshotEvents = ['timeupdate', 'progress', 'durationchange', 'loadedmetadata', 'volumechange', 'seeking', 'seeked', 'emptied'];

function ranges(list: TimeRanges): Array<[number, number]> {
  return Array.from({ length: list.length }, (_, i) => [list.start(i), list.end(i)] as [number, number]);
}

function readMedia(video: HTMLVideoElement): MediaSnapshot {
  const seekable = video.seekable;
  const last = seekable.length - 1;
  return {
    currentTime: video.currentTime,
    duration: video.duration,
    buffered: ranges(video.buffered),
    seekableStart: last >= 0 ? seekable.start(0) : 0,
    seekableEnd: last >= 0 ? seekable.end(last) : 0,
    volume: video.volume,
    muted: video.muted,
  };
}

/**
 * The player's state: the status machine fed by the <video>'s events, and a
 * snapshot of its times and volume. `report` feeds the machine what the
 * element cannot tell (hls.js's fatal errors, the viewer's retry).
 */
export function usePlayerState(videoRef: RefObject<HTMLVideoElement | null>): PlayerState & {
  report: (event: 'error' | 'retry') => void;
} {
  const [state, setState] = useState<PlayerState>(() => ({
    status: 'loading',
    currentTime: 0,
    duration: Number.NaN,
    buffered: [],
    seekableStart: 0,
    seekableEnd: 0,
    volume: 1,
    muted: false,
  }));

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const onStatus = (event: Event) =>
      setState((current) => ({ ...current, ...readMedia(video), status: nextStatus(current.status, event.type as PlaybackEvent) }));
    const onSnapshot = () => setState((current) => ({ ...current, ...readMedia(video) }));
    for (const type of statusEvents) video.addEventListener(type, onStatus);
    for (const type of snapshotEvents) video.addEventListener(type, onSnapshot);
    onSnapshot();
    return () => {
      for (const type of statusEvents) video.removeEventListener(type, onStatus);
      for (const type of snapshotEvents) video.removeEventListener(type, onSnapshot);
    };
  }, [videoRef]);

  const report = useCallback((event: 'error' | 'retry') => {
    setState((current) => ({ ...current, status: nextStatus(current.status, event) }));
  }, []);

  return { ...state, report };
}
