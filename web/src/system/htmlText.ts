// Text written into HTML by hand rather than by Preact: the server's page head
// and its <html> attributes (seo/pageHead.tsx, server/renderPage.tsx).

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe as an element's text or a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * `value` as JSON inside a <script> element: `<` escaped so no `</script>` ends
 * it early, and the two line separators JSON allows but old JavaScript did not.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
