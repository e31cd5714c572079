// The remote's keys in the 10-foot layout (layout.ts; web/README.md, "TV
// layout"): the arrows move the focus to the nearest focusable element on
// screen in that direction (focusMover.ts) — across the menu, along a rail
// (scrolling it), from rail to rail, between the player's controls — Enter
// activates what has the focus (the browser's own behaviour for links and
// buttons), and Back (Escape, Backspace, a remote's Back key) goes back.
// Loaded as its own chunk, only in the TV layout.
import { type Box, type Direction, directionOfKey, nextInDirection } from './focusMover.ts';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** What a remote's Back key sends: `key` where the browser names it, else the `keyCode` of webOS (461) and Tizen (10009). */
const BACK_KEYS = new Set(['Escape', 'Backspace', 'GoBack', 'BrowserBack']);
const BACK_KEY_CODES = new Set([461, 10009]);

const TYPING_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

function isTypingField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return TYPING_TYPES.has(element.type);
  return element.closest('[contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * Whether the focused element uses this arrow itself, so the focus must not
 * move: the caret in a text field (left/right), a slider's value — the seek
 * bar seeks with left/right, up and down leave it —, an open menu or list's
 * choices, a select.
 */
export function focusedElementOwnsArrow(element: Element, direction: Direction): boolean {
  if (element.closest('[role="menu"], [role="listbox"], select')) return true;
  const sideways = direction === 'left' || direction === 'right';
  if (!sideways) return false;
  return isTypingField(element) || element.closest('[role="slider"], input[type="range"]') !== null;
}

/** The open modal dialog, if any: the focus stays inside it. */
function modalScope(document: Document): Element | null {
  const dialogs = document.querySelectorAll('dialog[open], [aria-modal="true"]');
  return dialogs.length > 0 ? dialogs[dialogs.length - 1]! : null;
}

function isCandidate(element: HTMLElement, window: Window): boolean {
  if (element.matches(':disabled, [aria-disabled="true"], [tabindex^="-"]')) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  // Parked off the page until focused with Tab (the "Skip to content" link).
  if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) return false;
  return window.getComputedStyle(element).visibility !== 'hidden';
}

function candidatesIn(scope: ParentNode, window: Window, except: Element | null): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element !== except && isCandidate(element, window));
}

function boxOf(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

function inViewport(box: Box, window: Window): boolean {
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/**
 * Focuses an element and brings it into view: a card along its rail, and a
 * row that is not wholly on screen to the middle, where the viewer's eyes
 * are (the row above and below stay in sight). What is already on screen
 * does not move.
 */
function focusAndReveal(element: HTMLElement, window: Window): void {
  element.focus({ preventScroll: true });
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({
    block: inViewport(boxOf(element), window) ? 'nearest' : 'center',
    inline: 'nearest',
    behavior: smooth ? 'smooth' : 'auto',
  });
}

/**
 * Starts the TV layout's keys on this window; returns how to stop them
 * (tests). Arrow keys are taken in the capture phase, before the page's own
 * handlers (the player's arrow shortcuts, a menu button opening on arrow
 * down), unless the focused element uses them itself; Back is taken last,
 * when nothing on the page used the key (a dialog or menu closing on Escape).
 */
export function startSpatialNavigation(window: Window): () => void {
  const { document } = window;
  // The link last focused on each page, to give the focus back to it when the
  // viewer comes back (the card they opened, not the top of the page).
  const lastLinkOn = new Map<string, string>();
  const pageKey = () => window.location.pathname + window.location.search;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLAnchorElement && target.getAttribute('href')) lastLinkOn.set(pageKey(), target.getAttribute('href')!);
  };

  /** Where the focus starts when nothing has it: the link the viewer left this page by, else the first thing on screen, the page's content before the menu. */
  const startingPoint = (scope: ParentNode): HTMLElement | null => {
    const candidates = candidatesIn(scope, window, null);
    const remembered = lastLinkOn.get(pageKey());
    const back = remembered ? candidates.find((element) => element.getAttribute('href') === remembered) : undefined;
    if (back) return back;
    const onScreen = candidates.filter((element) => inViewport(boxOf(element), window));
    const main = document.querySelector('main');
    return onScreen.find((element) => main?.contains(element)) ?? onScreen[0] ?? candidates[0] ?? null;
  };

  const onArrow = (event: KeyboardEvent) => {
    const direction = directionOfKey(event.key);
    if (!direction || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const active = document.activeElement;
    const focused = active && active !== document.body && active !== document.documentElement ? active : null;
    if (focused && focusedElementOwnsArrow(focused, direction)) return;
    const scope = modalScope(document) ?? document.body;
    const target = focused
      ? nextInDirection(
          boxOf(focused),
          direction,
          candidatesIn(scope, window, focused).map((element) => ({ item: element, box: boxOf(element) })),
        )
      : startingPoint(scope);
    if (target) {
      event.preventDefault();
      event.stopPropagation();
      focusAndReveal(target, window);
    } else if (direction === 'left' || direction === 'right') {
      // The end of a row: nothing happens (no sideways page scroll, no seek in the player).
      event.preventDefault();
    }
    // Up or down with nothing further that way: the page scrolls as usual, to text below the last link.
  };

  const onBack = (event: KeyboardEvent) => {
    if (!BACK_KEYS.has(event.key) && !BACK_KEY_CODES.has(event.keyCode)) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target instanceof Element && isTypingField(target)) return;
    // A dialog closes itself on Escape (and a menu has already taken the key).
    if (modalScope(document)) return;
    event.preventDefault();
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => undefined);
      return;
    }
    window.history.back();
  };

  document.addEventListener('focusin', onFocusIn);
  window.addEventListener('keydown', onArrow, { capture: true });
  window.addEventListener('keydown', onBack);
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    window.removeEventListener('keydown', onArrow, { capture: true });
    window.removeEventListener('keydown', onBack);
  };
}
