// A sponsor's logo for the demo: the backend draws one from the sponsor's name,
// the way it draws realm logos, so the catalogue needs no stored images.
/** The logo: the sponsor's name on a badge, `width` pixels wide (3:1). */
export function sponsorLogoSvg(name: string, width: number): string {
  const height = Math.round(width / 3);
  const escaped = name.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 100" role="img" aria-label="${escaped}">
  <rect x="2" y="2" width="296" height="96" rx="14" fill="#0f172a" stroke="#facc15" stroke-width="4"/>
  <path d="M52 18 L30 56 H48 L40 84 L70 40 H52 L62 18 Z" fill="#facc15"/>
  <text x="180" y="58" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#f8fafc">${escaped}</text>
</svg>`;
}
