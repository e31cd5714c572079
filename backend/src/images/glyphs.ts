// Line-art glyphs on a 100×100 grid (sports) and a 24×24 grid (interface icons),
// drawn with strokes so that one colour fits any theme.

const sportGlyphs: Record<string, string> = {
  // An octagon cage.
  MMA: '<path d="M30 5h40l25 25v40L70 95H30L5 70V30z"/><path d="M38 22h24l16 16v24L62 78H38L22 62V38z"/>',
  // Ring: posts and three ropes.
  Boxing: '<path d="M8 20v70M92 20v70"/><path d="M8 35h84M8 52h84M8 69h84"/><path d="M8 90h84"/>',
  // A roundhouse kick: an arc with motion lines.
  Kickboxing: '<path d="M15 80Q40 10 90 30"/><path d="M78 18l12 12-14 6"/><path d="M10 55h20M16 67h18M24 44h14"/>',
  Football: '<circle cx="50" cy="50" r="42"/><path d="M50 30l19 14-7 22H38l-7-22z"/><path d="M50 30V8M69 44l20-7M62 66l13 18M38 66L25 84M31 44l-20-7"/>',
  Basketball: '<circle cx="50" cy="50" r="42"/><path d="M8 50h84M50 8v84"/><path d="M20 20q18 30 0 60M80 20q-18 30 0 60"/>',
  Tennis: '<circle cx="50" cy="50" r="42"/><path d="M14 28q26 22 0 44M86 28q-26 22 0 44"/>',
  Motorsport: '<path d="M15 95V8"/><path d="M15 10h70v45H15"/><path d="M15 10h17.5v15H15zM50 10h17.5v15H50zM32.5 25H50v15H32.5zM67.5 25H85v15H67.5zM15 40h17.5v15H15zM50 40h17.5v15H50z" fill="currentColor"/>',
  Cycling: '<circle cx="22" cy="68" r="18"/><circle cx="78" cy="68" r="18"/><path d="M22 68l18-30h26l12 30M40 38l14 30 12-30M36 28h12M62 26h10"/>',
  Athletics: '<circle cx="50" cy="56" r="36"/><path d="M50 56V32M50 56l16 10M42 12h16M50 12v8M80 24l6-6"/>',
};

const fallbackGlyph = '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z"/>';

/** A sport's glyph as SVG markup for a 100×100 box, stroked with `colour`. */
export function sportGlyph(sport: string | null, colour: string): string {
  const shape = (sport && sportGlyphs[sport]) || fallbackGlyph;
  return `<g fill="none" stroke="${colour}" color="${colour}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${shape}</g>`;
}

const icons: Record<string, string> = {
  home: '<path d="M3 11l9-8 9 8"/><path d="M5 10v10h5v-6h4v6h5V10"/>',
  browse: '<rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="3" y="14" width="7" height="7" rx="1"/><rect x="14" y="14" width="7" height="7" rx="1"/>',
  live: '<circle cx="12" cy="12" r="2.5"/><path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 4.9a10 10 0 0 0 0 14.2M19.1 4.9a10 10 0 0 1 0 14.2"/>',
  search: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/>',
  schedule: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  account: '<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4.5 4.5-7 8-7s7 2.5 8 7"/>',
  preferences: '<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"/><circle cx="16" cy="6" r="2"/><circle cx="10" cy="12" r="2"/><circle cx="18" cy="18" r="2"/>',
  logout: '<path d="M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5"/><path d="M10 16l-4-4 4-4M6 12h10"/>',
  play: '<path d="M7 4.5v15l13-7.5z"/>',
  watchlist: '<path d="M6 3h12v18l-6-4.5L6 21z"/>',
  // A boxing glove: the mitt, its thumb and the cuff.
  fighters: '<path d="M8 16V8a5 5 0 0 1 5-5h1a5 5 0 0 1 5 5v3a5 5 0 0 1-5 5H8z"/><path d="M8 9H6.5a2.5 2.5 0 0 0 0 5H8"/><rect x="8" y="16" width="9" height="5" rx="1"/>',
};

/** An interface icon (24×24) as a complete SVG document, or null for an unknown name. */
export function iconSvg(name: string, colour: string): string | null {
  const shape = icons[name];
  if (!shape) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`;
}
