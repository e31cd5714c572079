import type { MediaAsset, MediaRendition } from './assets.ts';
import { writeVtt, type VttCue } from './webVtt.ts';

/**
 * A video's stream, as long as the video says it is. The demo media are short loops
 * (make-media.sh), and a video declares minutes: its stream plays its asset over and
 * over, each repeat behind `#EXT-X-DISCONTINUITY` (its timestamps start again at 0),
 * and stops at the video's length. The length is part of the URL
 * (`/media/vod/{asset}/length/{seconds}/…`), so any server answers the same for it
 * without a database or any state, and the answers can be cached.
 *
 * Lengths are whole segments: a player cannot be told to stop inside a segment, so a
 * declared length is rounded to the segment grid (`playableLength`). The demo catalogue
 * declares whole minutes, which are on the grid, so what a card says is what plays.
 */

/** The longest stream the URL scheme hands out (a full-day event's replay). */
export const MAX_STREAM_SECONDS = 24 * 3600;

/** The segment durations of one pass through the asset (all renditions share them). */
export function loopDurations(asset: MediaAsset): number[] {
  return asset.renditions[0]!.segments.map((segment) => segment.duration);
}

function gridSeconds(asset: MediaAsset): number {
  return Math.max(...loopDurations(asset));
}

/** The length a stream of about `seconds` really plays: whole segments, at least one, at most a day. */
export function playableLength(asset: MediaAsset, seconds: number): number {
  const grid = gridSeconds(asset);
  const segments = Math.min(Math.max(1, Math.round(seconds / grid)), Math.floor(MAX_STREAM_SECONDS / grid));
  return segments * grid;
}

/** The length in a stream URL, if it is one `playableLength` hands out; null otherwise (the route answers 404). */
export function streamLengthFromUrl(asset: MediaAsset, text: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(text)) return null;
  const seconds = Number(text);
  return playableLength(asset, seconds) === seconds ? seconds : null;
}

/** Where the stream of `asset` played for `lengthSeconds` lives; the rest of its URLs are relative to it. */
export function videoStreamBase(asset: MediaAsset, lengthSeconds: number): string {
  return `/media/vod/${asset.name}/length/${lengthSeconds}/`;
}

/** What a client is handed for a video (the REST stream answer's URLs). */
export function videoStreamUrls(asset: MediaAsset, lengthSeconds: number) {
  const base = videoStreamBase(asset, lengthSeconds);
  return {
    playerUrl: `${base}master.m3u8`,
    subtitles: asset.subtitles.map(({ language, label }) => ({ language, label, url: `${base}subtitles/${language}.vtt` })),
    thumbnailsUrl: asset.thumbnails ? `${base}thumbnails.vtt` : null,
  };
}

/** One segment of a video's stream: which segment of the asset, on which pass, and how long it plays. */
interface StreamSegment {
  pass: number;
  index: number;
  duration: number;
}

function streamSegments(asset: MediaAsset, lengthSeconds: number): StreamSegment[] {
  const durations = loopDurations(asset);
  const segments: StreamSegment[] = [];
  let played = 0;
  for (let pass = 0; played < lengthSeconds - 1e-9; pass++) {
    for (let index = 0; index < durations.length && played < lengthSeconds - 1e-9; index++) {
      const duration = Math.min(durations[index]!, lengthSeconds - played);
      segments.push({ pass, index, duration });
      played += durations[index]!;
    }
  }
  return segments;
}

/** The stream's multivariant playlist: the asset's renditions and subtitles, as playlists beside it. */
export function videoMasterPlaylist(asset: MediaAsset): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const track of asset.subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${track.label}",LANGUAGE="${track.language}",` +
        `DEFAULT=${track === asset.subtitles[0] ? 'YES' : 'NO'},AUTOSELECT=YES,URI="subtitles/${track.language}.m3u8"`,
    );
  }
  for (const rendition of asset.renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},` +
        `RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}"` +
        (asset.subtitles.length > 0 ? ',SUBTITLES="subs"' : ''),
      `${rendition.name}.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}

/** A rendition's VOD media playlist: the asset's real segments, pass after pass, up to the length. */
export function videoMediaPlaylist(asset: MediaAsset, rendition: MediaRendition, lengthSeconds: number): string {
  const base = `/media/vod/${asset.name}/`;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(gridSeconds(asset))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${base}${rendition.init}"`,
  ];
  for (const segment of streamSegments(asset, lengthSeconds)) {
    if (segment.index === 0 && segment.pass > 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, `${base}${rendition.segments[segment.index]!.uri}`);
  }
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

/**
 * A subtitle playlist of one segment: the whole stream's WebVTT (`videoSubtitles`). One
 * segment on the stream's own timeline keeps the cues where the video is, across every
 * discontinuity of the media, with no X-TIMESTAMP-MAP arithmetic in the player.
 */
export function videoSubtitlePlaylist(language: string, lengthSeconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(lengthSeconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${lengthSeconds.toFixed(3)},`,
    `${language}.vtt`,
    '#EXT-X-ENDLIST',
  ].join('\n') + '\n';
}

/** Cues that repeat every `loopSeconds`, laid over a stream of `lengthSeconds` (the last ones cut at its end). */
function repeatCues(cues: readonly VttCue[], loopSeconds: number, lengthSeconds: number): VttCue[] {
  const repeated: VttCue[] = [];
  for (let offset = 0; offset < lengthSeconds; offset += loopSeconds) {
    for (const cue of cues) {
      const startSeconds = cue.startSeconds + offset;
      if (startSeconds >= lengthSeconds) break;
      repeated.push({ startSeconds, endSeconds: Math.min(cue.endSeconds + offset, lengthSeconds), text: cue.text });
    }
  }
  return repeated;
}

/** The stream's subtitles in one language: the asset's cues on every pass. */
export function videoSubtitles(asset: MediaAsset, assetCues: readonly VttCue[], lengthSeconds: number): string {
  const loopSeconds = loopDurations(asset).reduce((total, duration) => total + duration, 0);
  return writeVtt(repeatCues(assetCues, loopSeconds, lengthSeconds));
}

/**
 * The seek bar's thumbnail track: a cue per preview picture, each naming its tile of the
 * asset's sprite with a media fragment (`sprite.jpg#xywh=x,y,w,h`), repeated on every pass.
 * Null when the asset has no sprite.
 */
export function videoThumbnails(asset: MediaAsset, lengthSeconds: number): string | null {
  const sprite = asset.thumbnails;
  if (!sprite) return null;
  const url = `/media/vod/${asset.name}/${sprite.sprite}`;
  const tiles: VttCue[] = Array.from({ length: sprite.count }, (_, i) => {
    const x = (i % sprite.columns) * sprite.width;
    const y = Math.floor(i / sprite.columns) * sprite.height;
    return {
      startSeconds: i * sprite.intervalSeconds,
      endSeconds: (i + 1) * sprite.intervalSeconds,
      text: `${url}#xywh=${x},${y},${sprite.width},${sprite.height}`,
    };
  });
  return writeVtt(repeatCues(tiles, sprite.count * sprite.intervalSeconds, lengthSeconds));
}
