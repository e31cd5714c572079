// One video the web tests play, as MockPayloadGenerator resolvers: the main
// event of a fight night, with a stream and (optionally) its subtitles.
const video = () => ({
  title: 'Main event: full fight',
  description: 'Five rounds for the belt.',
  duration: 1500,
  releasedAt: '2026-11-01T20:00:00.000Z',
  tags: ['MMA'],
  series: null,
  season: null,
  episodeNumber: null,
});

const subtitleTracks = [
  { language: 'en', label: 'English', url: '/media/vod/main-event/subtitles/en.vtt' },
  { language: 'pt', label: 'Português', url: '/media/vod/main-event/subtitles/pt.vtt' },
  { language: 'es', label: 'Español', url: '/media/vod/main-event/subtitles/es.vtt' },
];

export function mainEventVideo({ withSubtitles = false } = {}) {
  return {
    Video: video,
    Playback: () => ({
      url: '/media/vod/main-event/master.m3u8',
      format: 'HLS',
      live: false,
      subtitles: withSubtitles ? subtitleTracks : [],
    }),
  };
}
