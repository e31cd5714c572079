import { useEffect, useRef, type RefObject } from 'react';
import { isTvLayout } from '../../tv/layout.ts';
import { actionForKey, elementHandlesKey, isTypingTarget, type PlayerAction } from './keyboardShortcuts.ts';

/**
 * The player's keys. They work while focus is inside the player, or on the
 * page itself (nothing focused) for the first player of the page, so that
 * the keys of a multi-view page go to the tile the viewer chose. Never while
 * typing, and never for a key the focused control already handles.
 */
export function useKeyboardShortcuts(
  containerRef: RefObject<HTMLElement | null>,
  perform: (action: PlayerAction) => void,
): void {
  const latest = useRef(perform);
  latest.current = perform;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (!container || event.defaultPrevented) return;
      const action = actionForKey(event, { tv: isTvLayout() });
      if (!action) return;
      const target = event.target;
      const onPage = target === document.body || target === document.documentElement;
      const inPlayer = target instanceof Node && container.contains(target);
      if (!inPlayer && !(onPage && document.querySelector('.rs-player[data-status]') === container)) return;
      if (isTypingTarget(target) || elementHandlesKey(target, event.key)) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [containerRef]);
}
