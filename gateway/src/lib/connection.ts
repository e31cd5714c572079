// Relay connections over the upstream's page-based lists (`rpp` results per
// page, `p` page from 1). Cursors are opaque: base64 of the item's offset in
// the whole list.
import { codedError } from './errors.ts';
import type { UpstreamPaging } from './upstream.ts';

export const MAX_PAGE_SIZE = 50;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Slice {
  /** Offset of the first item asked for. */
  offset: number;
  /** How many items were asked for. */
  first: number;
}

export function toCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64');
}

export function fromCursor(cursor: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** Validates `first` (1 to 50) and `after`; throws BAD_USER_INPUT otherwise. */
export function sliceFromArgs(args: PageArgs, defaultFirst = 12): Slice {
  const first = args.first ?? defaultFirst;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw codedError('BAD_USER_INPUT', `\`first\` must be between 1 and ${MAX_PAGE_SIZE}.`, { argumentName: 'first' });
  }
  if (args.after == null) return { offset: 0, first };
  const after = fromCursor(args.after);
  if (after === null) {
    throw codedError('BAD_USER_INPUT', 'The `after` cursor is not valid.', { argumentName: 'after' });
  }
  return { offset: after + 1, first };
}

export interface PageWindow {
  /** Results per page to ask the upstream for. */
  rpp: number;
  /** The pages to fetch, in order (one in almost every case). */
  pages: number[];
  /** How many items of the first fetched page precede the slice. */
  skip: number;
}

/**
 * The upstream pages that cover a slice. Prefers one page: any page size from
 * `first` to 50 whose page boundary leaves the whole slice on one page.
 */
export function pageWindow({ offset, first }: Slice): PageWindow {
  for (let rpp = first; rpp <= MAX_PAGE_SIZE; rpp += 1) {
    const skip = offset % rpp;
    if (skip + first <= rpp) return { rpp, pages: [Math.floor(offset / rpp) + 1], skip };
  }
  const page = Math.floor(offset / first) + 1;
  return { rpp: first, pages: [page, page + 1], skip: offset % first };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** A connection from the items of a slice (already cut to at most `first`). */
export function connectionFromSlice<T>(nodes: T[], slice: Slice, totalCount: number): Connection<T> {
  const edges = nodes.slice(0, slice.first).map((node, index) => ({ cursor: toCursor(slice.offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: slice.offset + edges.length < totalCount,
      hasPreviousPage: slice.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount,
  };
}

/** Fetches the pages of a window with `fetchPage` and cuts the slice out of them. */
export async function fetchSlice<T>(
  slice: Slice,
  fetchPage: (page: { rpp: number; p: number }) => Promise<{ items: T[]; paging: UpstreamPaging }>,
): Promise<{ items: T[]; totalCount: number }> {
  const window = pageWindow(slice);
  const pages = await Promise.all(window.pages.map((p) => fetchPage({ rpp: window.rpp, p })));
  const items = pages.flatMap((page) => page.items).slice(window.skip, window.skip + slice.first);
  return { items, totalCount: pages[0]?.paging.totalCount ?? items.length };
}
