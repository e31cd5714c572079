import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { liveAsset, mediaAssets, type MediaAsset } from './assets.ts';
import { fileResponse } from '../http/fileResponse.ts';
import type { LiveStreams } from './liveStreams.ts';
import { liveMasterPlaylist, liveMediaPlaylist } from './livePlaylist.ts';
import {
  streamLengthFromUrl,
  videoMasterPlaylist,
  videoMediaPlaylist,
  videoSubtitlePlaylist,
  videoSubtitles,
  videoThumbnails,
} from './videoStream.ts';
import { parseVttCues, type VttCue } from './webVtt.ts';

export interface MediaRoutesOptions {
  /** The folder make-media.sh wrote (backend/media). */
  mediaDir: string;
  /** Milliseconds since 1970; live playlists are computed from it. */
  now?: () => number;
  /** Each live event's schedule and DVR window (the database's, in the server). */
  liveStreams: LiveStreams;
}

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/mp4',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
};

// Segments never change between runs of make-media.sh; playlists and subtitles are small
// and worth re-checking (with the ETag) after a regeneration.
const cacheControl: Record<string, string> = {
  '.m3u8': 'public, max-age=300',
  '.vtt': 'public, max-age=300',
  '.jpg': 'public, max-age=86400',
  '.mp4': 'public, max-age=86400',
  '.m4s': 'public, max-age=86400',
  '.ts': 'public, max-age=86400',
};

/**
 * Every file an asset may serve, from the manifest. A request names one of these
 * exactly or gets 404, so no path a client sends ever reaches the file system:
 * traversal, encoded slashes and odd file names all simply are not in the list.
 */
function servableFiles(asset: MediaAsset): Set<string> {
  const files = new Set(['master.m3u8']);
  for (const rendition of asset.renditions) {
    files.add(rendition.playlist);
    files.add(rendition.init);
    for (const segment of rendition.segments) files.add(segment.uri);
  }
  for (const track of asset.subtitles) {
    files.add(track.vtt);
    files.add(track.playlist);
  }
  if (asset.thumbnails) files.add(asset.thumbnails.sprite);
  return files;
}

const eventIdPattern = /^[1-9][0-9]{0,8}$/;
const livePlaylistPattern = /^([a-z0-9]+)\.m3u8$/;

function notFound(reply: FastifyReply, what: string): FastifyReply {
  return reply.status(404).send({ code: 'NOT_FOUND', message: `${what} not found` });
}

/** HLS media: the committed VOD files, and live playlists generated from the clock. */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const filesByAsset = new Map(mediaAssets.map((asset) => [asset.name, servableFiles(asset)]));

  app.get<{ Params: { asset: string; '*': string } }>(
    '/media/vod/:asset/*',
    {
      schema: {
        operationId: 'getVodMediaFile',
        summary: 'A file of an HLS VOD asset: master.m3u8, rendition playlists and segments, subtitles/{lang}.vtt',
        tags: ['media'],
        response: {
          200: fileResponse('The file (206 with a Range header)', [...new Set(Object.values(contentTypes))]),
          206: fileResponse('The requested byte range', ['video/mp4', 'video/mp2t']),
        },
        params: {
          type: 'object',
          properties: { asset: { type: 'string' }, '*': { type: 'string' } },
          required: ['asset', '*'],
        },
      },
    },
    async (request, reply) => {
      const { asset, '*': file } = request.params;
      if (!filesByAsset.get(asset)?.has(file)) return notFound(reply, 'Media file');
      const path = join(options.mediaDir, asset, file);
      const stats = await stat(path).catch(() => null);
      if (!stats?.isFile()) return notFound(reply, 'Media file');

      const extension = extname(file);
      const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
      reply
        .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
        .header('cache-control', cacheControl[extension] ?? 'public, max-age=300')
        .header('etag', etag)
        .header('last-modified', stats.mtime.toUTCString())
        .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      const range = parseRange(request.headers.range, stats.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${stats.size}`).send();
      }
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stats.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(path, range));
      }
      return reply.header('content-length', stats.size).send(createReadStream(path));
    },
  );

  // A video's stream of a given length (see videoStream.ts): playlists, subtitles and
  // thumbnail track computed from the asset and the length; the segments are the asset's files.
  const cuesByAsset = new Map(
    mediaAssets.map((asset) => [
      asset.name,
      new Map(asset.subtitles.map((track) => [track.language, readCues(join(options.mediaDir, asset.name, track.vtt))])),
    ]),
  );
  app.get<{ Params: { asset: string; seconds: string; '*': string } }>(
    '/media/vod/:asset/length/:seconds/*',
    {
      schema: {
        operationId: 'getVideoStreamFile',
        summary:
          "A video's stream, as long as the video (the asset repeated up to `seconds`): master.m3u8, {rendition}.m3u8, " +
          'subtitles/{lang}.m3u8, subtitles/{lang}.vtt and thumbnails.vtt (the seek-bar previews)',
        tags: ['media'],
        response: { 200: fileResponse('The playlist or WebVTT file', ['application/vnd.apple.mpegurl', 'text/vtt; charset=utf-8']) },
        params: {
          type: 'object',
          properties: { asset: { type: 'string' }, seconds: { type: 'string' }, '*': { type: 'string' } },
          required: ['asset', 'seconds', '*'],
        },
      },
    },
    async (request, reply) => {
      const asset = mediaAssets.find((candidate) => candidate.name === request.params.asset && candidate.use === 'vod');
      const length = asset ? streamLengthFromUrl(asset, request.params.seconds) : null;
      if (!asset || length === null) return notFound(reply, 'Media file');
      const file = request.params['*'];
      const body = videoStreamFile(asset, length, file, cuesByAsset.get(asset.name)!);
      if (body === null) return notFound(reply, 'Media file');
      const extension = extname(file);
      // The same URL always has the same answer (until make-media.sh is run again).
      return reply
        .header('content-type', contentTypes[extension]!)
        .header('cache-control', cacheControl[extension]!)
        .send(body);
    },
  );

  app.get<{ Params: { eventId: string } }>(
    '/media/live/:eventId/master.m3u8',
    {
      schema: {
        operationId: 'getLiveMasterPlaylist',
        summary: "A live event's HLS multivariant playlist",
        tags: ['media'],
        response: { 200: fileResponse('The playlist', ['application/vnd.apple.mpegurl']) },
        params: { type: 'object', properties: { eventId: { type: 'string' } }, required: ['eventId'] },
      },
    },
    async (request, reply) => {
      if (!eventIdPattern.test(request.params.eventId)) return notFound(reply, 'Live stream');
      if (!(await options.liveStreams.byEventId(Number(request.params.eventId)))) return notFound(reply, 'Live stream');
      return sendLivePlaylist(reply, liveMasterPlaylist(liveAsset));
    },
  );

  app.get<{ Params: { eventId: string; playlist: string } }>(
    '/media/live/:eventId/:playlist',
    {
      schema: {
        operationId: 'getLiveMediaPlaylist',
        summary:
          "A live event's media playlist for one rendition ({rendition}.m3u8): from the event's start, the segments " +
          'aired within its DVR window (a short window without DVR); #EXT-X-ENDLIST once the event has ended',
        tags: ['media'],
        response: { 200: fileResponse('The playlist', ['application/vnd.apple.mpegurl']) },
        params: {
          type: 'object',
          properties: { eventId: { type: 'string' }, playlist: { type: 'string' } },
          required: ['eventId', 'playlist'],
        },
      },
    },
    async (request, reply) => {
      const renditionName = livePlaylistPattern.exec(request.params.playlist)?.[1];
      const rendition = liveAsset.renditions.find((candidate) => candidate.name === renditionName);
      if (!eventIdPattern.test(request.params.eventId) || !rendition) return notFound(reply, 'Live stream');
      const stream = await options.liveStreams.byEventId(Number(request.params.eventId));
      if (!stream) return notFound(reply, 'Live stream');
      return sendLivePlaylist(reply, liveMediaPlaylist(liveAsset, rendition, stream, now()));
    },
  );
}

/** The cues of a committed subtitle file (read once, at start). */
function readCues(path: string): VttCue[] {
  return parseVttCues(readFileSync(path, 'utf8'));
}

/** A file of a video's stream, or null for a name the stream does not have. */
function videoStreamFile(
  asset: MediaAsset,
  length: number,
  file: string,
  cues: Map<string, VttCue[]>,
): string | null {
  if (file === 'master.m3u8') return videoMasterPlaylist(asset);
  if (file === 'thumbnails.vtt') return videoThumbnails(asset, length);
  const rendition = asset.renditions.find((candidate) => file === `${candidate.name}.m3u8`);
  if (rendition) return videoMediaPlaylist(asset, rendition, length);
  const subtitle = /^subtitles\/([a-z]{2,3})\.(m3u8|vtt)$/.exec(file);
  const trackCues = subtitle ? cues.get(subtitle[1]!) : undefined;
  if (!subtitle || !trackCues) return null;
  return subtitle[2] === 'm3u8' ? videoSubtitlePlaylist(subtitle[1]!, length) : videoSubtitles(asset, trackCues, length);
}

function sendLivePlaylist(reply: FastifyReply, playlist: string): FastifyReply {
  // A live playlist changes every segment: players must always ask again.
  return reply
    .header('content-type', contentTypes['.m3u8']!)
    .header('cache-control', 'no-cache')
    .send(playlist);
}

/** One `bytes=` range (the only kind players send); null means "send it all". */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
