// The page's <head>: its title, description, canonical and language links,
// Open Graph and Twitter card tags and JSON-LD. One mechanism for server and
// browser: components report what they know with `usePageHead`, the frame
// first (the realm's defaults, the canonical link, the language links), then
// the page and whatever it nests; the innermost, last report wins per field.
//
// On the server no effect runs, so reports go DURING render to the sink a
// `createPageHeadCollector()` provides through `PageHeadContext`; the server
// puts `renderHeadTags(collector.tags())` into the HTML's <head>. In the
// browser (no sink) the mounted components' reports are merged into
// document.head after each commit, replacing the previous page's tags and the
// server's (all of them carry `data-rs-head`), one set at a time.
import { createContext, useContext, useEffect, useState } from 'react';
import { escapeHtml, jsonForScript } from '../system/htmlText.ts';

export interface PageHeadImage {
  /** Absolute: link previews are fetched from elsewhere. */
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface PageHeadTags {
  /** The document title, complete (`Main event | Ringside`). */
  title?: string;
  /** Absolute; null: the page has none. */
  canonical?: string | null;
  description?: string | null;
  image?: PageHeadImage | null;
  /** Open Graph type. */
  type?: 'website' | 'video.other' | 'video.episode' | 'article';
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
  /** The same page in the realm's other languages (`hreflang`, absolute hrefs). */
  alternates?: readonly { hrefLang: string; href: string }[];
  /** `noindex` for pages search engines should leave out; null: no robots tag. */
  robots?: string | null;
  /** og:site_name: the realm's full name. */
  siteName?: string;
  /** og:locale, e.g. `pt`. */
  locale?: string;
}

/** Where reports go while the server renders. */
export type PageHeadSink = (tags: PageHeadTags) => void;

/** The server renderer's sink; null in the browser, where the hook writes document.head. */
export const PageHeadContext = createContext<PageHeadSink | null>(null);

/** Reports in render order (outer first) merged: a later report's defined fields win; null clears. */
export function mergePageHead(reports: Iterable<PageHeadTags>): PageHeadTags {
  const merged: Record<string, unknown> = {};
  for (const report of reports) {
    for (const [field, value] of Object.entries(report)) {
      if (value !== undefined) merged[field] = value;
    }
  }
  return merged as PageHeadTags;
}

/**
 * One per server render: pass `sink` as `PageHeadContext`'s value around the
 * app, render, then read `tags()`. Every render of a component reports again
 * (a suspended one renders twice); the last report wins, so that is harmless.
 * `initial` holds what the server knows before rendering (a fallback title).
 */
export function createPageHeadCollector(initial: PageHeadTags = {}) {
  const reports: PageHeadTags[] = [initial];
  return {
    sink: ((tags) => {
      reports.push(tags);
    }) as PageHeadSink,
    tags: (): PageHeadTags => mergePageHead(reports),
  };
}

/** What the browser has mounted, by the order its reporters first rendered (outer before inner). */
const mountedReports = new Map<number, PageHeadTags>();
let nextReportOrder = 0;

/**
 * Reports this component's head tags. On the server (a sink in context) at
 * once, during render; in the browser after commit, and taken back on unmount.
 */
export function usePageHead(tags: PageHeadTags): void {
  const sink = useContext(PageHeadContext);
  if (sink) sink(tags);
  // A parent renders before its children, so its number is lower and a child's report wins,
  // although the child's effect runs first.
  const [order] = useState(() => nextReportOrder++);
  const reported = JSON.stringify(tags);
  useEffect(() => {
    if (sink) return undefined;
    mountedReports.set(order, JSON.parse(reported) as PageHeadTags);
    applyPageHead(document);
    return () => {
      mountedReports.delete(order);
      applyPageHead(document);
    };
  }, [sink, order, reported]);
}

interface HeadElement {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** Marks every element this module writes, so the browser replaces the server's and its own. */
const HEAD_MARK = 'data-rs-head';

/** The elements for a set of tags, in the order they go into <head>. */
function headElements(tags: PageHeadTags): HeadElement[] {
  const elements: HeadElement[] = [];
  const meta = (key: 'name' | 'property', name: string, content: string | number | null | undefined) => {
    if (content === null || content === undefined || content === '') return;
    elements.push({ tag: 'meta', attributes: { [key]: name, content: String(content) } });
  };
  if (tags.title) elements.push({ tag: 'title', attributes: {}, text: tags.title });
  meta('name', 'description', tags.description);
  meta('name', 'robots', tags.robots);
  if (tags.canonical) elements.push({ tag: 'link', attributes: { rel: 'canonical', href: tags.canonical } });
  for (const alternate of tags.alternates ?? []) {
    elements.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hrefLang, href: alternate.href } });
  }
  meta('property', 'og:type', tags.type ?? 'website');
  meta('property', 'og:title', tags.title);
  meta('property', 'og:description', tags.description);
  meta('property', 'og:url', tags.canonical);
  meta('property', 'og:site_name', tags.siteName);
  meta('property', 'og:locale', tags.locale);
  const image = tags.image;
  if (image) {
    meta('property', 'og:image', image.url);
    meta('property', 'og:image:width', image.width);
    meta('property', 'og:image:height', image.height);
    meta('property', 'og:image:alt', image.alt);
  }
  // A picture makes the large card; without one the plain summary.
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', tags.title);
  meta('name', 'twitter:description', tags.description);
  if (image) {
    meta('name', 'twitter:image', image.url);
    meta('name', 'twitter:image:alt', image.alt);
  }
  for (const object of tags.jsonLd ?? []) {
    elements.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: jsonForScript(object) });
  }
  return elements;
}

/** The tags as HTML for the server's <head>, escaped; the title included. */
export function renderHeadTags(tags: PageHeadTags): string {
  return headElements(tags)
    .map(({ tag, attributes, text }) => {
      const attributeText = Object.entries({ ...attributes, [HEAD_MARK]: '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributeText}>`;
      // A script's text is JSON escaped for it already; HTML escapes would change the JSON.
      const content = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '');
      return `<${tag}${attributeText}>${content}</${tag}>`;
    })
    .join('\n');
}

/**
 * Elements the browser replaces: its own and the server's (marked), and any
 * unmarked canonical, description or language link another script left, so
 * the head names one canonical address at a time.
 */
const REPLACED = `[${HEAD_MARK}]:not(title), link[rel="canonical"], meta[name="description"], link[rel="alternate"][hreflang]`;

/** Writes the merged reports of what is mounted into the document's head. */
function applyPageHead(doc: Document): void {
  for (const element of Array.from(doc.head.querySelectorAll(REPLACED))) element.remove();
  // Nothing mounted reports (the app is gone, or a boot error page shows): those pages keep their own title.
  if (mountedReports.size === 0) return;
  const tags = mergePageHead([...mountedReports.entries()].sort(([a], [b]) => a - b).map(([, report]) => report));
  for (const { tag, attributes, text } of headElements(tags)) {
    if (tag === 'title') {
      doc.title = text ?? '';
      continue;
    }
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}
