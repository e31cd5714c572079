import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SEEK_STEP_SECONDS } from './keyboardShortcuts.ts';
import type { ThumbnailFrame } from './thumbnails.ts';

const PAGE_STEP_SECONDS = 30;
const PREVIEW_WIDTH = 160;

/**
 * The seek bar: a slider over [min, max] of media time (the whole video, or
 * a live stream's DVR window), with what is buffered, the time (and the
 * thumbnail, where the stream has them) under the pointer, and dragging. The
 * arrows move 5 s, Page Up/Down 30 s, Home/End to either end.
 */
export function SeekBar({
  label,
  min,
  max,
  value,
  buffered,
  onSeek,
  valueText,
  timeLabel,
  thumbnailAt,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  buffered: ReadonlyArray<readonly [number, number]>;
  onSeek: (time: number) => void;
  /** What a screen reader says of a time (aria-valuetext). */
  valueText: (time: number) => string;
  /** The time shown over the bar where the pointer is. */
  timeLabel: (time: number) => string;
  thumbnailAt?: (time: number) => ThumbnailFrame | null;
}) {
  const barRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ time: number; x: number } | null>(null);
  const [scrubTime, setScrubTime] = useState<number | null>(null);
  const span = Math.max(0, max - min);
  const clamp = (time: number) => Math.min(max, Math.max(min, time));
  const fraction = (time: number) => (span > 0 ? (clamp(time) - min) / span : 0);
  const shown = scrubTime ?? clamp(value);

  const timeAt = (clientX: number) => {
    const rect = barRef.current!.getBoundingClientRect();
    const x = Math.min(rect.width, Math.max(0, clientX - rect.left));
    return { time: min + (rect.width > 0 ? x / rect.width : 0) * span, x, width: rect.width };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const at = timeAt(event.clientX);
    setHover({ time: at.time, x: at.x });
    if (scrubTime !== null) setScrubTime(at.time);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setScrubTime(timeAt(event.clientX).time);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (scrubTime === null) return;
    onSeek(timeAt(event.clientX).time);
    setScrubTime(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -SEEK_STEP_SECONDS,
      ArrowDown: -SEEK_STEP_SECONDS,
      ArrowRight: SEEK_STEP_SECONDS,
      ArrowUp: SEEK_STEP_SECONDS,
      PageDown: -PAGE_STEP_SECONDS,
      PageUp: PAGE_STEP_SECONDS,
    };
    let target: number | null = null;
    if (event.key in steps) target = clamp(value + steps[event.key]!);
    else if (event.key === 'Home') target = min;
    else if (event.key === 'End') target = max;
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  };

  const preview = hover ?? (scrubTime !== null ? { time: scrubTime, x: fraction(scrubTime) * (barRef.current?.clientWidth ?? 0) } : null);
  const thumbnail = preview && thumbnailAt ? thumbnailAt(preview.time) : null;
  const barWidth = barRef.current?.clientWidth ?? 0;
  const previewLeft = preview ? Math.min(Math.max(preview.x, PREVIEW_WIDTH / 2), Math.max(PREVIEW_WIDTH / 2, barWidth - PREVIEW_WIDTH / 2)) : 0;

  return (
    <div
      className={`rs-player__seek${scrubTime !== null ? ' rs-player__seek--scrubbing' : ''}`}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setHover(null)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setScrubTime(null)}
    >
      {preview ? (
        <div className="rs-player__seek-preview" style={{ left: `${previewLeft}px` }} aria-hidden="true">
          {thumbnail ? (
            <div
              className="rs-player__seek-thumbnail"
              style={
                thumbnail.tile
                  ? {
                      width: `${thumbnail.tile.width}px`,
                      height: `${thumbnail.tile.height}px`,
                      backgroundImage: `url("${thumbnail.url}")`,
                      backgroundPosition: `-${thumbnail.tile.x}px -${thumbnail.tile.y}px`,
                    }
                  : { backgroundImage: `url("${thumbnail.url}")`, backgroundSize: 'cover' }
              }
            />
          ) : null}
          <span className="rs-player__seek-time">{timeLabel(preview.time)}</span>
        </div>
      ) : null}
      <div
        ref={barRef}
        className="rs-player__seek-bar"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={Math.floor(min)}
        aria-valuemax={Math.floor(max)}
        aria-valuenow={Math.floor(shown)}
        aria-valuetext={valueText(shown)}
        onKeyDown={onKeyDown}
      >
        <div className="rs-player__seek-track">
          {buffered.map(([start, end]) => (
            <div
              key={start}
              className="rs-player__seek-buffered"
              style={{ left: `${fraction(start) * 100}%`, width: `${(fraction(end) - fraction(start)) * 100}%` }}
            />
          ))}
          {hover ? <div className="rs-player__seek-hover" style={{ width: `${fraction(hover.time) * 100}%` }} /> : null}
          <div className="rs-player__seek-played" style={{ width: `${fraction(shown) * 100}%` }} />
        </div>
        <div className="rs-player__seek-thumb" style={{ left: `${fraction(shown) * 100}%` }} />
      </div>
    </div>
  );
}
