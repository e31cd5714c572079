import { useLingui } from '@lingui/react/macro';
import { VolumeHighIcon, VolumeLowIcon, VolumeOffIcon } from './icons.tsx';

/** Mute button and volume slider; the slider opens beside the button on hover or focus. */
export function VolumeControl({
  volume,
  muted,
  onToggleMute,
  onVolume,
}: {
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
}) {
  const { t } = useLingui();
  const silent = muted || volume === 0;
  const level = silent ? 0 : Math.round(volume * 100);
  return (
    <div className="rs-player__volume">
      <button type="button" className="rs-player__button" aria-label={silent ? t`Unmute` : t`Mute`} onClick={onToggleMute}>
        {silent ? <VolumeOffIcon /> : volume < 0.5 ? <VolumeLowIcon /> : <VolumeHighIcon />}
      </button>
      <input
        className="rs-player__volume-slider"
        type="range"
        min={0}
        max={100}
        step={5}
        value={level}
        aria-label={t`Volume`}
        aria-valuetext={`${level}%`}
        style={{ '--rs-volume': `${level}%` } as Record<string, string>}
        onInput={(event) => onVolume(Number((event.target as HTMLInputElement).value) / 100)}
      />
    </div>
  );
}
