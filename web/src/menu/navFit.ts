import { type RefObject, useLayoutEffect } from 'react';

/**
 * How much the bar gives way, least first (NavBar.css draws each step):
 * - `full`: every label;
 * - `lean`: the live-now counter, the language and the profile show their
 *   icon only (named for screen readers, with a tooltip where the icon alone is unclear);
 * - `compact`: the utilities with an icon show it only, too;
 * - `tight`: also the main sections lose their icons and the spacing narrows;
 * - `menu`: the main sections move behind the hamburger, as below 1025px.
 */
export const NAV_FIT_STEPS = ['full', 'lean', 'compact', 'tight', 'menu'] as const;
export type NavFit = (typeof NAV_FIT_STEPS)[number];

/** A menu that scrolls (5 or more items, spec §9) may scroll rather than hide once it shows this much. */
const SCROLLABLE_MENU_MIN_WIDTH = 320;

function fits(bar: HTMLElement, menu: HTMLElement, step: NavFit): boolean {
  // Anything past the bar's edge overlaps its neighbour or the viewport's.
  if (bar.scrollWidth > bar.clientWidth) return false;
  // Behind the hamburger (this step, or the media query below 1025px): out of the row.
  if (getComputedStyle(menu).position === 'absolute') return true;
  if (menu.scrollWidth <= menu.clientWidth) return true;
  return (
    menu.classList.contains('rs-nav__menu--scrollable') && step !== 'full' && menu.clientWidth >= SCROLLABLE_MENU_MIN_WIDTH
  );
}

/**
 * Labels come from each realm's menu and each language, so no fixed breakpoint
 * suits them all: the bar measures itself and takes the first step that fits,
 * whenever its width or its content changes. The step is written straight on
 * the header (`data-fit`) before paint, so nothing re-renders and nothing flickers.
 */
export function useNavFit(
  headerRef: RefObject<HTMLElement | null>,
  /** Changes when the bar's entries do (another language, a sign-in): the lists are looked up again. */
  contentKey: string,
  onStep?: (step: NavFit) => void,
): void {
  useLayoutEffect(() => {
    const header = headerRef.current;
    const bar = header?.querySelector<HTMLElement>('.rs-nav__bar');
    const menu = header?.querySelector<HTMLElement>('.rs-nav__menu');
    if (!header || !bar || !menu || typeof ResizeObserver !== 'function') return undefined;

    let current = header.dataset.fit;
    const measure = () => {
      let chosen: NavFit = 'menu';
      for (const step of NAV_FIT_STEPS) {
        header.dataset.fit = step;
        if (fits(bar, menu, step)) {
          chosen = step;
          break;
        }
      }
      header.dataset.fit = chosen;
      if (chosen !== current) {
        current = chosen;
        onStep?.(chosen);
      }
    };

    // A menu that scrolls sideways fades at the edge(s) with more to see (NavBar.css).
    const markEdges = () => {
      const hidden = menu.scrollWidth - menu.clientWidth;
      const start = hidden > 1 && menu.scrollLeft > 1;
      const end = hidden > 1 && menu.scrollLeft < hidden - 1;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : '';
      if (menu.dataset.more !== more) menu.dataset.more = more;
    };
    const measureAndMark = () => {
      measure();
      markEdges();
    };

    measureAndMark();
    menu.addEventListener('scroll', markEdges, { passive: true });
    // The header's width follows the window; the lists' follow their labels
    // (a language switch, the live count going to two digits, a sign-in); the
    // logo is square until its wordmark loads, which narrows the menu's room.
    const observer = new ResizeObserver(measureAndMark);
    observer.observe(header);
    for (const part of [...bar.children, ...header.querySelectorAll('.rs-nav__items')]) observer.observe(part);
    // Labels are measured in the fallback font until the web font arrives.
    void document.fonts?.ready.then(measureAndMark);
    return () => {
      observer.disconnect();
      menu.removeEventListener('scroll', markEdges);
    };
  }, [headerRef, contentKey, onStep]);
}
