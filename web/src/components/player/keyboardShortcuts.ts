/** What a key does in the player (YouTube's keys, which viewers already know). */
export type PlayerAction =
  | 'togglePlay'
  | 'seekBackward'
  | 'seekForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleFullscreen'
  | 'toggleMute'
  | 'toggleSubtitles';

/** Seconds an arrow key moves, and the volume step of the up and down arrows. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const actions: Record<string, PlayerAction> = {
  ' ': 'togglePlay',
  k: 'togglePlay',
  ArrowLeft: 'seekBackward',
  ArrowRight: 'seekForward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  f: 'toggleFullscreen',
  m: 'toggleMute',
  c: 'toggleSubtitles',
  // The media keys of remotes and keyboards that have them.
  MediaPlayPause: 'togglePlay',
  MediaRewind: 'seekBackward',
  MediaFastForward: 'seekForward',
};

/**
 * The player action of a key press, or null (a shortcut of the browser's or
 * the system's is left alone). In the TV layout (tv/layout.ts) a remote's OK
 * (Enter) plays and pauses where it does not press a button: on the seek bar,
 * or with nothing focused. The arrows there move the focus between the
 * controls (tv/spatialNavigation.ts takes them first) and seek on the seek bar.
 */
export function actionForKey(press: KeyPress, { tv = false }: { tv?: boolean } = {}): PlayerAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (tv && press.key === 'Enter') return 'togglePlay';
  return actions[press.key.length === 1 ? press.key.toLowerCase() : press.key] ?? null;
}

const typingTypes = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

/** True when the key goes into a field the viewer is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return typingTypes.has(target.type);
  return target.closest('[contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * True when the focused element already does something with this key: a
 * button or link pressed with space or Enter, a slider or menu moved with
 * the arrows. The player's shortcut would do it a second time.
 */
export function elementHandlesKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (key === ' ' || key === 'Enter') {
    if (target.closest('button, a[href], summary, [role="button"], [role^="menuitem"]')) return true;
  }
  if (key.startsWith('Arrow')) {
    if (target.closest('[role="slider"], [role="menu"], [role="listbox"], input[type="range"]')) return true;
  }
  return false;
}
