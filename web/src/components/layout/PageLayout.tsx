import type { ReactNode } from 'react';
import './PageLayout.css';

/**
 * The page layouts of spec §2. Each names the zones it has: every layout a
 * header and a list; `grid` a sidebar too (its filters beside the list). The
 * layout's name is on the page (`data-layout`) so a realm's stylesheet, and a
 * test, can tell one layout from another.
 */
export type PageLayoutKind = 'default' | 'schedule' | 'series' | 'season' | 'playlist' | 'grid';

/**
 * A page in named zones: `header` (what the page is), `sidebar` (grid only:
 * beside the list on a wide screen, above it below the mobile breakpoint) and
 * `list` (what it holds, the children).
 */
export function PageLayout({
  kind,
  header,
  sidebar,
  children,
  label,
}: {
  kind: PageLayoutKind;
  header: ReactNode;
  /** Only the grid layout has one; the others ignore it. */
  sidebar?: ReactNode;
  /** The list zone. */
  children: ReactNode;
  /** The accessible name of the sidebar zone (for example 'Filters'). */
  label?: string;
}) {
  const withSidebar = kind === 'grid' && sidebar != null;
  return (
    <div className={`rs-layout rs-layout--${kind}${withSidebar ? ' rs-layout--with-sidebar' : ''}`} data-layout={kind}>
      <div className="rs-layout__header" data-zone="header">
        {header}
      </div>
      {withSidebar ? (
        <aside className="rs-layout__sidebar" data-zone="sidebar" aria-label={label}>
          {sidebar}
        </aside>
      ) : null}
      <div className="rs-layout__list" data-zone="list">
        {children}
      </div>
    </div>
  );
}
