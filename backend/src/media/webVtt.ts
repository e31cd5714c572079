/**
 * The little of WebVTT the media routes need: reading the cues of the committed subtitle
 * files (written by make-media.sh) and writing cues back out at other times.
 */

export interface VttCue {
  startSeconds: number;
  endSeconds: number;
  /** The cue's payload: one or more lines of text, or a thumbnail's image URL. */
  text: string;
}

const timing = /^((?:\d+:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{2}:\d{2}\.\d{3})/;

/** The cues of a WebVTT file, in file order (identifiers, NOTE and STYLE blocks dropped). */
export function parseVttCues(vtt: string): VttCue[] {
  const cues: VttCue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => timing.test(line));
    if (at === -1) continue;
    const [, start, end] = timing.exec(lines[at]!)!;
    cues.push({ startSeconds: vttSeconds(start!), endSeconds: vttSeconds(end!), text: lines.slice(at + 1).join('\n').trim() });
  }
  return cues;
}

/** A WebVTT file of these cues, numbered from 1. */
export function writeVtt(cues: readonly VttCue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${vttTime(cue.startSeconds)} --> ${vttTime(cue.endSeconds)}\n${cue.text}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

function vttSeconds(text: string): number {
  const parts = text.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** `hh:mm:ss.mmm`: the hours are always written, since streams run past an hour. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}
