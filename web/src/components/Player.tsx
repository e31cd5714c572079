import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Player_playback$key } from './__generated__/Player_playback.graphql.ts';
import './Player.css';

const fragment = graphql`
  fragment Player_playback on Playback {
    url
    format
    live
    subtitles {
      language
      label
      url
    }
  }
`;

type HlsInstance = import('hls.js').default;

/**
 * The light build of hls.js (about a third smaller): it leaves out alternate
 * audio renditions, in-playlist subtitles (WebVTT/IMSC1), EME/DRM, CMCD and
 * content steering. The player needs none of them: subtitles are the
 * <track> elements of Playback.subtitles (which the browser renders itself)
 * and streams carry no DRM and no alternate audio.
 */
const loadHls = () => import('hls.js/light');

/**
 * A native <video> with hls.js attached. hls.js is its own chunk, loaded only
 * when a player mounts; browsers that play HLS themselves (Safari) skip it.
 * Subtitles are the WebVTT tracks of Playback.subtitles, chosen in our own
 * selector so every browser offers the same choice.
 */
export function Player({ playback, title, poster }: { playback: Player_playback$key; title: string; poster?: string }) {
  const data = useFragment(fragment, playback);
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [subtitle, setSubtitle] = useState<string>('off');

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let hls: HlsInstance | null = null;
    let cancelled = false;
    setFailed(false);

    // The viewer chose this video by opening its page, so it starts by itself;
    // where the browser refuses autoplay, the controls are there to press play.
    const startPlaying = () => {
      video.play().catch(() => undefined);
    };
    const useNative = () => {
      video.src = data.url;
      startPlaying();
    };

    loadHls()
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (video.canPlayType('application/vnd.apple.mpegurl')) useNative();
          else setFailed(true);
          return;
        }
        // Subtitles come only from Playback.subtitles (the <track> elements);
        // the light build has no playlist subtitle renditions to add again.
        hls = new Hls({ lowLatencyMode: data.live });
        hls.on(Hls.Events.ERROR, (_event, error) => {
          if (error.fatal) setFailed(true);
        });
        hls.on(Hls.Events.MANIFEST_PARSED, startPlaying);
        hls.loadSource(data.url);
        hls.attachMedia(video);
      })
      .catch(() => {
        if (cancelled) return;
        // The chunk did not load (offline?): native playback is the last resort.
        if (video.canPlayType('application/vnd.apple.mpegurl')) useNative();
        else setFailed(true);
      });

    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [data.url, data.live, attempt]);

  // The selector is the source of truth for which <track> is showing.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const apply = () => {
      for (const track of Array.from(video.textTracks)) {
        track.mode = track.language === subtitle && track.kind === 'subtitles' ? 'showing' : 'disabled';
      }
    };
    apply();
    video.textTracks.addEventListener?.('addtrack', apply);
    return () => video.textTracks.removeEventListener?.('addtrack', apply);
  }, [subtitle, data.subtitles]);

  return (
    <div className={`rs-player${failed ? ' rs-player--failed' : ''}`}>
      <video
        ref={videoRef}
        className="rs-player__video"
        controls
        playsInline
        poster={poster}
        aria-label={title}
        crossOrigin="anonymous"
        onError={() => setFailed(true)}
      >
        {data.subtitles.map((track) => (
          <track key={track.language} kind="subtitles" src={track.url} srcLang={track.language} label={track.label} />
        ))}
      </video>
      {failed ? (
        <div className="rs-player__error" role="alert">
          <p className="rs-player__error-title">
            <Trans>We couldn't play this video.</Trans>
          </p>
          <p>
            <Trans>Check your connection and try again.</Trans>
          </p>
          <button type="button" className="rs-button rs-button--primary" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      <div className="rs-player__toolbar">
        {data.live ? (
          <span className="rs-badge rs-badge--live">
            <Trans>LIVE</Trans>
          </span>
        ) : null}
        {data.subtitles.length > 0 ? (
          <label className="rs-player__subtitles">
            <span>{t`Subtitles`}</span>
            <select value={subtitle} onChange={(event) => setSubtitle(event.target.value)}>
              <option value="off">{t`Off`}</option>
              {data.subtitles.map((track) => (
                <option key={track.language} value={track.language}>
                  {track.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
    </div>
  );
}
