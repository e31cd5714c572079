import { describe, expect, it } from 'vitest';
import { declaresAlternateAudio } from './loadHls.ts';

const withSubtitlesOnly = `#EXTM3U
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="subtitles/en.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=427884,RESOLUTION=640x360,SUBTITLES="subs"
360p/playlist.m3u8`;

describe('declaresAlternateAudio', () => {
  it('is false for our streams: audio muxed into the video, subtitles as renditions', () => {
    expect(declaresAlternateAudio(withSubtitlesOnly)).toBe(false);
  });

  it('is true when the master playlist lists audio renditions of their own', () => {
    const playlist = `${withSubtitlesOnly}\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Português",LANGUAGE="pt",URI="audio/pt.m3u8"`;
    expect(declaresAlternateAudio(playlist)).toBe(true);
  });

  it('is false for an audio rendition without a URI (it names the muxed audio)', () => {
    expect(declaresAlternateAudio('#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",DEFAULT=YES')).toBe(false);
  });
});
