import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from './searchQuery.ts';
import { nextFocus, RESULT_SELECTOR } from './searchKeyboard.ts';
import './search.css';

/**
 * The search box and what it found, shared by the SEARCH page and the
 * #search panel. The box is the viewer's text as typed; the body shows the
 * results of the last query searched (the parent debounces). Enter searches
 * at once and keeps the query among the recent searches.
 */
export function SearchPanel({
  text,
  onTextChange,
  onCommit,
  busy,
  children,
}: {
  text: string;
  onTextChange: (text: string) => void;
  /** Enter: search now and remember it. */
  onCommit: () => void;
  /** A newer query is on its way: the results shown are the previous one's. */
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const bodyId = useId();

  useEffect(() => {
    box.current?.focus();
  }, []);

  const move = (event: KeyboardEvent) => {
    const results = [...(body.current?.querySelectorAll<HTMLElement>(RESULT_SELECTOR) ?? [])];
    const active = document.activeElement;
    const current = active instanceof HTMLElement && results.includes(active) ? active : null;
    const target = nextFocus(event.key, results, current);
    if (target === undefined) return;
    event.preventDefault();
    if (target === 'box') box.current?.focus();
    else target.focus();
  };

  return (
    <div className="rs-search">
      <form
        className="rs-search__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onCommit();
        }}
      >
        <label className="rs-visually-hidden" htmlFor={`${bodyId}-box`}>
          <Trans>Search</Trans>
        </label>
        <input
          ref={box}
          id={`${bodyId}-box`}
          className="rs-search__box"
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t`Fighters, events, videos…`}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={bodyId}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') move(event);
          }}
        />
      </form>
      <div id={bodyId} ref={body} className="rs-search__body" aria-busy={busy} onKeyDown={move}>
        {children}
      </div>
    </div>
  );
}
