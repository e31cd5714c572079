// A promo card's image (spec §9: 410×190), generated like the catalogue's
// artwork (images/artwork.ts): key art in the realm's palette with the glyph of
// the linked title's sport. No text: the card prints the title, description
// and call to action beside it, in the viewer's language.
import { sportGlyph } from '../images/glyphs.ts';
import type { RealmColours } from '../realm/realmRepository.ts';

export const PROMO_IMAGE_WIDTH = 410;
export const PROMO_IMAGE_HEIGHT = 190;

export function promoArtworkSvg(input: { id: number; sport: string | null; colours: RealmColours }): string {
  const { colours } = input;
  const [width, height] = [PROMO_IMAGE_WIDTH, PROMO_IMAGE_HEIGHT];
  const angle = 15 + (input.id * 41) % 60;
  const glyphSize = height * 1.1;
  const glyphX = width - glyphSize * 0.85 + ((input.id * 11) % 24);
  const glyphY = (height - glyphSize) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="base" gradientTransform="rotate(${angle} .5 .5)">
    <stop offset="0" stop-color="${colours.secondary}"/>
    <stop offset="1" stop-color="${colours.background}"/>
  </linearGradient>
  <radialGradient id="glow" cx=".78" cy=".3" r=".8">
    <stop offset="0" stop-color="${colours.primary}" stop-opacity=".6"/>
    <stop offset="1" stop-color="${colours.primary}" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#base)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<path d="M${width * 0.38} ${height} L${width * 0.58} 0 H${width * 0.66} L${width * 0.46} ${height}Z" fill="${colours.primary}" opacity=".2"/>
<svg x="${glyphX}" y="${glyphY}" width="${glyphSize}" height="${glyphSize}" viewBox="-5 -5 110 110" opacity=".35">${sportGlyph(input.sport, colours.primary)}</svg>
<rect x="0" y="${height - 6}" width="${width}" height="6" fill="${colours.primary}"/>
</svg>`;
}
