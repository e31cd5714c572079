import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon } from './icons.tsx';

export interface MenuChoice {
  value: string;
  label: string;
  /** A small mark after the label, such as HD. */
  badge?: string;
}

/**
 * A menu button of the control bar (subtitles, audio, quality): the WAI-ARIA
 * menu button pattern with radio items. Arrows, Home and End move between
 * the choices, Enter or space picks one, Escape closes and gives the focus
 * back to the button; Tab leaves it closed.
 */
export function PlayerMenu({
  name,
  title,
  icon,
  buttonBadge,
  choices,
  value,
  onChoose,
  open,
  onOpenChange,
}: {
  /** Distinguishes the menus in class names (`rs-player__menu--quality`). */
  name: string;
  /** What the button and the menu are called, for the eye and for screen readers. */
  title: string;
  icon: ReactNode;
  buttonBadge?: string;
  choices: readonly MenuChoice[];
  value: string;
  onChoose: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);

  // On opening, focus goes to the chosen item, as in the platform menus viewers know.
  useEffect(() => {
    if (!open) return undefined;
    const all = items();
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  // Closed from the keyboard, the focus goes back to the button (WAI-ARIA); closed
  // by a click, it leaves the controls, so space and the other keys go to the
  // player again instead of reopening the menu from its focused button.
  const close = (from: 'keyboard' | 'pointer') => {
    onOpenChange(false);
    if (from === 'keyboard') buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(at + 1);
        break;
      case 'ArrowUp':
        moveTo(at - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(all.length - 1);
        break;
      case 'Escape':
        close('keyboard');
        break;
      case 'Tab':
        onOpenChange(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpenChange(true);
    }
  };

  return (
    <div className={`rs-player__menu rs-player__menu--${name}`}>
      <button
        ref={buttonRef}
        type="button"
        className="rs-player__button"
        aria-label={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {icon}
        {buttonBadge ? <span className="rs-player__button-badge">{buttonBadge}</span> : null}
      </button>
      {open ? (
        <div ref={menuRef} id={id} role="menu" aria-label={title} className="rs-player__menu-list" onKeyDown={onMenuKeyDown}>
          <p className="rs-player__menu-title" aria-hidden="true">
            {title}
          </p>
          {choices.map((choice) => (
            <div
              key={choice.value}
              role="menuitemradio"
              aria-checked={choice.value === value}
              tabIndex={-1}
              className="rs-player__menu-item"
              onClick={(event) => {
                onChoose(choice.value);
                // A click has detail ≥ 1; Enter or space on the item arrives as keydown first.
                close(event.detail > 0 ? 'pointer' : 'keyboard');
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onChoose(choice.value);
                  close('keyboard');
                }
              }}
            >
              <span className="rs-player__menu-check">{choice.value === value ? <CheckIcon /> : null}</span>
              <span>{choice.label}</span>
              {choice.badge ? <span className="rs-player__menu-badge">{choice.badge}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
