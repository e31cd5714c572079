#!/usr/bin/env bash
# make-media.sh — build Ringside's demo video from ffmpeg's test sources.
#
# Output (committed, so a fresh machine needs no ffmpeg): backend/media/
#   manifest.json                      the one description of everything below; backend/src/media/assets.ts reads it
#   {asset}/master.m3u8                HLS multivariant playlist: renditions (BANDWIDTH, RESOLUTION, CODECS)
#                                      and one SUBTITLES rendition per language
#   {asset}/{rendition}/playlist.m3u8  HLS VOD media playlist (#EXT-X-PLAYLIST-TYPE:VOD)
#   {asset}/{rendition}/init.mp4       fMP4 init segment (#EXT-X-MAP)
#   {asset}/{rendition}/seg_NNN.m4s    2-second fMP4 segments, H.264 Main + AAC-LC
#   {asset}/subtitles/{lang}.vtt       WebVTT commentary (the file the REST API lists)
#   {asset}/subtitles/{lang}.m3u8      its one-segment subtitle playlist (what hls.js loads)
#   {asset}/thumbnails/sprite.jpg      seek-bar previews: one 160x90 picture per segment, taken from the
#                                      middle of it in the 720p rendition, tiled 4 a row (the backend's
#                                      thumbnail WebVTT tracks point into it with #xywh=)
#
# Why these choices:
# - H.264 + AAC in fMP4: Debian's Chromium decodes them through MSE (checked with
#   MediaSource.isTypeSupported and a real hls.js playback), and hls.js appends fMP4 without transmuxing.
# - 25 fps with a fixed GOP of 50 frames and no scene-cut keyframes: every rendition has a keyframe
#   exactly every 2 s, so segments line up across renditions and ABR switches are seamless.
# - Every asset is 24 s = 12 segments of exactly 2 s, which keeps the live loop's clock arithmetic exact.
# - Audio and video both run from exactly 0 to 24 s (no B-frames, so no composition delay; the AAC
#   priming is compensated). Otherwise, where the live loop wraps, hls.js finds a small hole in the
#   buffer at every #EXT-X-DISCONTINUITY and has to skip it. B-frames saved next to nothing on these
#   test patterns anyway.
# - Bit-exact flags and a single encoder thread keep re-runs byte-identical on one machine
#   (x264 output can still differ between x264 builds).
#
# The asset "live-loop" is not a VOD title: the backend's live playlists loop over its segments
# (see backend/src/media/livePlaylist.ts).
#
# Usage: bash backend/scripts/make-media.sh   (or: npm run media -w @ringside/backend)
#        bash backend/scripts/make-media.sh --keep-video
#          keeps the committed segments and subtitles and rebuilds only the thumbnails, the master
#          playlists and the manifest from them (x264 builds differ, so a full re-run rewrites every
#          segment; this does not).
# Re-runnable: each asset's folder is deleted and rebuilt. Needs ffmpeg with libx264 and drawtext.
# Keep the total under 12 MB: the script prints `du -sh` at the end.
set -euo pipefail

FFMPEG="${FFMPEG:-ffmpeg}"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MEDIA_DIR="$(cd "$SCRIPT_DIR/.." && pwd)/media"
if [ -z "${FONT:-}" ]; then
  FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
  [ -f "$FONT" ] || FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
fi

DURATION=24      # seconds per asset
FPS=25
GOP=50           # frames: one keyframe every 2 s
SEGMENT=2        # seconds per HLS segment

# name | width | height | x264 level | maxrate (kbit/s)
RENDITIONS=(
  "360p|640|360|3.0|320"
  "720p|1280|720|3.1|600"
)
AUDIO_BITRATE=48k

# name | use (vod or live) | title drawn on the picture | video source (lavfi, 1280x720) | audio source (lavfi)
ASSETS=(
  "bars|vod|Ringside Colour Bars|smptehdbars=size=1280x720:rate=$FPS|sine=frequency=440:beep_factor=4:sample_rate=48000"
  "testcard|vod|Ringside Test Card|testsrc2=size=1280x720:rate=$FPS|sine=frequency=660:beep_factor=2:sample_rate=48000"
  "fractal|vod|Ringside Fractal Zoom|mandelbrot=size=1280x720:rate=$FPS|sine=frequency=330:beep_factor=3:sample_rate=48000"
  "live-loop|live|Ringside Live|testsrc=size=1280x720:rate=$FPS,hue=h=120*t|sine=frequency=550:beep_factor=8:sample_rate=48000"
)

SUBTITLE_LANGUAGES=("en|English" "pt|Português" "es|Español")

THUMBNAIL_WIDTH=160
THUMBNAIL_HEIGHT=90
THUMBNAIL_COLUMNS=4
THUMBNAIL_SOURCE=720p   # the rendition the previews are taken from

KEEP_VIDEO=0
case "${1:-}" in
  --keep-video) KEEP_VIDEO=1 ;;
  "") ;;
  *) echo "usage: make-media.sh [--keep-video]" >&2; exit 2 ;;
esac

if ! command -v "$FFMPEG" >/dev/null; then
  echo "make-media: ffmpeg not found (set FFMPEG=/path/to/ffmpeg)" >&2
  exit 1
fi
if ! [[ "$("$FFMPEG" -hide_banner -filters 2>/dev/null)" == *" drawtext "* ]]; then
  echo "make-media: this ffmpeg has no drawtext filter" >&2
  exit 1
fi
if [ ! -f "$FONT" ]; then
  echo "make-media: no font at $FONT (install fonts-dejavu-core or set FONT=/path/to/font.ttf)" >&2
  exit 1
fi
mkdir -p "$MEDIA_DIR"

# The RFC 6381 codec string of an H.264 stream, read from the avcC box of its init segment:
# avc1.PPCCLL = profile_idc, constraint flags, level_idc.
avc_codec() {
  local init="$1" offset
  offset=$(grep -obUa avcC "$init" | head -n1 | cut -d: -f1)
  printf 'avc1.%s' "$(od -An -tx1 -j $((offset + 5)) -N3 "$init" | tr -d ' \n')"
}

# Commentary cues: start|end|text, the same moments in every language (timed for DURATION=24).
cues_en=(
  "00:00.500|00:04.000|Welcome to Ringside, live from the arena."
  "00:04.500|00:08.000|Both fighters are in the centre of the ring."
  "00:08.500|00:12.000|A sharp jab, and the crowd is on its feet!"
  "00:12.500|00:16.000|He slips the hook and answers with a body shot."
  "00:16.500|00:20.000|Ten seconds left in the round."
  "00:20.500|00:23.800|And there's the bell. What a round!"
)
cues_pt=(
  "00:00.500|00:04.000|Bem-vindos ao Ringside, ao vivo da arena."
  "00:04.500|00:08.000|Os dois lutadores estão no centro do ringue."
  "00:08.500|00:12.000|Um jab certeiro, e a torcida se levanta!"
  "00:12.500|00:16.000|Ele escapa do gancho e responde com um golpe no corpo."
  "00:16.500|00:20.000|Dez segundos para o fim do round."
  "00:20.500|00:23.800|E soa o gongo. Que round!"
)
cues_es=(
  "00:00.500|00:04.000|Bienvenidos a Ringside, en directo desde la arena."
  "00:04.500|00:08.000|Los dos púgiles están en el centro del ring."
  "00:08.500|00:12.000|¡Un jab preciso y el público se pone de pie!"
  "00:12.500|00:16.000|Esquiva el gancho y responde con un golpe al cuerpo."
  "00:16.500|00:20.000|Quedan diez segundos en el asalto."
  "00:20.500|00:23.800|Y suena la campana. ¡Qué asalto!"
)

write_subtitles() {
  local dir="$1" lang="$2" title="$3"
  local -n cues="cues_$lang"
  mkdir -p "$dir/subtitles"
  {
    printf 'WEBVTT\n\n'
    printf 'NOTE %s — Ringside demo commentary (%s)\n\n' "$title" "$lang"
    local i=1 cue start end text
    for cue in "${cues[@]}"; do
      IFS='|' read -r start end text <<<"$cue"
      printf '%d\n%s --> %s\n%s\n\n' "$i" "$start" "$end" "$text"
      i=$((i + 1))
    done
  } >"$dir/subtitles/$lang.vtt"
  # One segment holding the whole file: hls.js needs a subtitle *playlist*, not a bare .vtt.
  cat >"$dir/subtitles/$lang.m3u8" <<EOF
#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:$DURATION
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:$DURATION.000,
$lang.vtt
#EXT-X-ENDLIST
EOF
}

encode_rendition() {
  local dir="$1" title="$2" video="$3" audio="$4" rendition="$5"
  local name width height level maxrate
  IFS='|' read -r name width height level maxrate <<<"$rendition"
  local out="$dir/$name" size=$((height / 12)) small=$((height / 24))
  mkdir -p "$out"
  local text="drawtext=fontfile=$FONT:fontsize=$size:fontcolor=white:borderw=3:bordercolor=black"
  local filter="[0:v]scale=$width:$height:flags=bicubic,format=yuv420p"
  filter+=",$text:text='$title':x=(w-text_w)/2:y=h*0.38"
  filter+=",$text:text='%{pts\\:hms}':x=(w-text_w)/2:y=h*0.52"
  filter+=",drawtext=fontfile=$FONT:fontsize=$small:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6:text='$name':x=w-text_w-$small:y=$small[v]"
  # AAC starts 1024 samples early (encoder priming); delaying the input by as much makes the audio
  # start at 0 like the video, so both tracks of a segment cover the same 2 s.
  filter+=";[1:a]asetpts=PTS+1024/SR/TB[a]"
  # Run inside the rendition folder: the HLS muxer writes init.mp4 relative to the working directory.
  (
    cd "$out"
    "$FFMPEG" -hide_banner -loglevel error -y \
      -f lavfi -i "$video" -f lavfi -i "$audio" -t "$DURATION" \
      -filter_complex "$filter" -map '[v]' -map '[a]' \
      -c:v libx264 -threads 1 -preset slow -profile:v main -level:v "$level" \
      -crf 26 -maxrate "${maxrate}k" -bufsize "$((maxrate * 2))k" \
      -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -bf 0 \
      -c:a aac -b:a "$AUDIO_BITRATE" -ac 2 -ar 48000 \
      -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
      -f hls -hls_time "$SEGMENT" -hls_playlist_type vod -hls_flags independent_segments \
      -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
      -hls_segment_filename 'seg_%03d.m4s' playlist.m3u8
  )
}

# Seek-bar previews of an asset: the frame in the middle of each segment of its THUMBNAIL_SOURCE
# rendition (what a viewer sees there), scaled down and tiled into one JPEG. Prints the manifest's
# "thumbnails" object. Taken from the encoded segments, so --keep-video can rebuild them alone.
make_thumbnails() {
  local dir="$1" source="$1/$THUMBNAIL_SOURCE" count rows frames_per_segment
  count=$(find "$source" -name 'seg_*.m4s' | wc -l)
  rows=$(((count + THUMBNAIL_COLUMNS - 1) / THUMBNAIL_COLUMNS))
  frames_per_segment=$((FPS * SEGMENT))
  mkdir -p "$dir/thumbnails"
  cat "$source/init.mp4" "$source"/seg_*.m4s >"$dir/thumbnails/source.mp4"
  "$FFMPEG" -hide_banner -loglevel error -y -i "$dir/thumbnails/source.mp4" \
    -vf "select='eq(mod(n\,$frames_per_segment)\,$((frames_per_segment / 2)))',scale=$THUMBNAIL_WIDTH:$THUMBNAIL_HEIGHT:flags=bicubic,tile=${THUMBNAIL_COLUMNS}x$rows" \
    -fps_mode passthrough -frames:v 1 -q:v 6 -fflags +bitexact -flags:v +bitexact "$dir/thumbnails/sprite.jpg"
  rm "$dir/thumbnails/source.mp4"
  printf '{"sprite": "thumbnails/sprite.jpg", "intervalSeconds": %d, "count": %d, "columns": %d, "width": %d, "height": %d}' \
    "$SEGMENT" "$count" "$THUMBNAIL_COLUMNS" "$THUMBNAIL_WIDTH" "$THUMBNAIL_HEIGHT"
}

# Peak and average bits per second over a rendition's segments (what BANDWIDTH must promise).
rendition_bandwidth() {
  local out="$1"
  awk -v dir="$out" '
    /^#EXTINF:/ { sub(/^#EXTINF:/, ""); sub(/,.*/, ""); duration = $0; next }
    /^seg_/ {
      cmd = "stat -c %s \"" dir "/" $0 "\""; cmd | getline bytes; close(cmd)
      rate = bytes * 8 / duration; if (rate > peak) peak = rate
      total += bytes; seconds += duration
    }
    END { printf "%d %d\n", peak, total * 8 / seconds }
  ' "$out/playlist.m3u8"
}

# JSON array of {uri, duration} for a rendition's segments, in playlist order (uri relative to the asset).
segments_json() {
  awk -v rendition="$2" '
    /^#EXTINF:/ { sub(/^#EXTINF:/, ""); sub(/,.*/, ""); duration = $0 + 0; next }
    /^seg_/ { printf "%s{\"uri\": \"%s/%s\", \"duration\": %.3f}", (n++ ? ", " : ""), rendition, $0, duration }
  ' "$1/$2/playlist.m3u8"
}

# join_by SEPARATOR ITEM... — print the items joined by SEPARATOR.
join_by() {
  local separator="$1" first="$2"
  shift 2
  printf '%s' "$first" "${@/#/$separator}"
}

manifest_assets=()
for asset in "${ASSETS[@]}"; do
  IFS='|' read -r name use title video audio <<<"$asset"
  dir="$MEDIA_DIR/$name"
  echo "make-media: $name"
  if [ "$KEEP_VIDEO" = 1 ]; then
    [ -f "$dir/$THUMBNAIL_SOURCE/init.mp4" ] || { echo "make-media: --keep-video but $dir has no video" >&2; exit 1; }
    rm -rf "$dir/thumbnails"
  else
    rm -rf "$dir"
    mkdir -p "$dir"
  fi

  master="#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
"
  subtitles_json=()
  for language in "${SUBTITLE_LANGUAGES[@]}"; do
    IFS='|' read -r lang label <<<"$language"
    write_subtitles "$dir" "$lang" "$title"
    default=NO
    [ "$lang" = en ] && default=YES
    master+="#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=\"subs\",NAME=\"$label\",LANGUAGE=\"$lang\",DEFAULT=$default,AUTOSELECT=YES,URI=\"subtitles/$lang.m3u8\"
"
    subtitles_json+=("{\"language\": \"$lang\", \"label\": \"$label\", \"vtt\": \"subtitles/$lang.vtt\", \"playlist\": \"subtitles/$lang.m3u8\"}")
  done

  renditions_json=()
  for rendition in "${RENDITIONS[@]}"; do
    IFS='|' read -r rname width height _level _maxrate <<<"$rendition"
    [ "$KEEP_VIDEO" = 1 ] || encode_rendition "$dir" "$title" "$video" "$audio" "$rendition"
    read -r peak average < <(rendition_bandwidth "$dir/$rname")
    codecs="$(avc_codec "$dir/$rname/init.mp4"),mp4a.40.2"
    master+="#EXT-X-STREAM-INF:BANDWIDTH=$peak,AVERAGE-BANDWIDTH=$average,RESOLUTION=${width}x${height},FRAME-RATE=$FPS.000,CODECS=\"$codecs\",SUBTITLES=\"subs\"
$rname/playlist.m3u8
"
    renditions_json+=("{\"name\": \"$rname\", \"width\": $width, \"height\": $height, \"bandwidth\": $peak, \"averageBandwidth\": $average, \"codecs\": \"$codecs\", \"playlist\": \"$rname/playlist.m3u8\", \"init\": \"$rname/init.mp4\", \"segments\": [$(segments_json "$dir" "$rname")]}")
  done
  printf '%s' "$master" >"$dir/master.m3u8"
  thumbnails_json=$(make_thumbnails "$dir")

  manifest_assets+=("    {
      \"name\": \"$name\", \"use\": \"$use\", \"title\": \"$title\", \"durationSeconds\": $DURATION,
      \"renditions\": [
        $(join_by $',\n        ' "${renditions_json[@]}")
      ],
      \"subtitles\": [
        $(join_by $',\n        ' "${subtitles_json[@]}")
      ],
      \"thumbnails\": $thumbnails_json
    }")
done

{
  printf '{\n  "generatedBy": "backend/scripts/make-media.sh",\n  "segmentType": "fmp4",\n'
  printf '  "segmentDurationSeconds": %d,\n  "assets": [\n' "$SEGMENT"
  join_by $',\n' "${manifest_assets[@]}"
  printf '\n  ]\n}\n'
} >"$MEDIA_DIR/manifest.json"

echo "make-media: wrote $MEDIA_DIR"
du -sh "$MEDIA_DIR"
