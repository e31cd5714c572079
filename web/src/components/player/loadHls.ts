/**
 * Which build of hls.js a stream needs, loaded as its own chunk.
 *
 * The light build (about 117 KB gzipped) plays every stream we deliver today:
 * subtitles are the <track> elements of Playback.subtitles, which the browser
 * draws and every browser (native HLS too) offers alike. It leaves out
 * alternate audio renditions, playlist subtitles, DRM, CMCD and content
 * steering. The full build (about 182 KB) is fetched only for a master
 * playlist that declares alternate audio (`#EXT-X-MEDIA:TYPE=AUDIO` with a
 * URI), so the audio menu can switch language; the playlist is small and
 * hls.js asks for it again right after.
 */
export type HlsClass = typeof import('hls.js').default;

export function declaresAlternateAudio(masterPlaylist: string): boolean {
  return /^#EXT-X-MEDIA:(?=[^\n]*TYPE=AUDIO)(?=[^\n]*URI=")/m.test(masterPlaylist);
}

async function readMasterPlaylist(url: string): Promise<string> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    return response.ok ? await response.text() : '';
  } catch {
    // hls.js will meet the same failure and report it.
    return '';
  }
}

export async function loadHlsFor(url: string): Promise<HlsClass> {
  if (declaresAlternateAudio(await readMasterPlaylist(url))) return (await import('hls.js')).default;
  return (await import('hls.js/light')).default as unknown as HlsClass;
}
