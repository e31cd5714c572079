import type { Resolvers } from '../__generated__/resolvers-types.ts';

export const playbackResolvers: Resolvers = {
  Playback: {
    // `/media/...` paths stay as they are: the gateway proxies them, so they are same-origin.
    url: (playback) => playback.playerUrl,
    // HLS is the only format the platform delivers (and the only one the schema knows).
    format: () => 'HLS',
    live: (playback) => playback.live,
    subtitles: (playback) => playback.subtitles ?? [],
    // The backend decides both: the DVR window from the realm and the event's stream provider,
    // the thumbnail track from the media (same-origin `/media/...`, like the playlist).
    dvrWindowSeconds: (playback) => playback.dvrWindowSeconds,
    thumbnailsUrl: (playback) => playback.thumbnailsUrl,
  },
};
