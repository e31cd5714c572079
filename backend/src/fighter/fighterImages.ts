// Generated fighter pictures (spec §9: a 198×124 thumbnail and an 800-high
// profile picture), in the realm's palette like the rest of the artwork
// (images/artwork.ts): a head-and-shoulders silhouette and the fighter's
// initials, never a likeness. Served by images/imageRoutes.ts at
// `/images/fighter/{id}.svg` and `/images/fighter-profile/{id}.svg`.
import type { Queryable } from '../db/database.ts';
import { escapeXml } from '../images/artwork.ts';
import { sportGlyph } from '../images/glyphs.ts';
import { findRealmById, type RealmColours } from '../realm/realmRepository.ts';

export type FighterImageShape = 'thumbnail' | 'profile';

export const fighterImageSizes: Record<FighterImageShape, [width: number, height: number]> = {
  thumbnail: [198, 124],
  profile: [600, 800],
};

interface FighterPictureInput {
  id: number;
  shape: FighterImageShape;
  firstName: string;
  lastName: string;
  sport: string;
  colours: RealmColours;
  fontFamily: string;
  realmTitle: string;
}

/** "Ana Beatriz Lima" → "AL", "Luuk de Vries" → "LV": the first letter of the first name and of the last name's main word. */
export function initialsOf(firstName: string, lastName: string): string {
  const surname = lastName.split(/\s+/).find((word) => /^\p{Lu}/u.test(word)) ?? lastName;
  return `${firstName.trim().charAt(0)}${surname.replace(/^[^\p{L}]+/u, '').charAt(0)}`.toUpperCase();
}

// Head and shoulders on a 100×100 grid, standing on the bottom edge.
const silhouette =
  '<ellipse cx="50" cy="31" rx="14.5" ry="17.5"/>' +
  '<path d="M42 45c0 6-1 10-5 13-11 3-24 6-29 16-3 7-4 16-4 26h92c0-10-1-19-4-26-5-10-18-13-29-16-4-3-5-7-5-13z"/>';

export function fighterPictureSvg(input: FighterPictureInput): string {
  const { colours, shape } = input;
  const [width, height] = fighterImageSizes[shape];
  const angle = 15 + ((input.id * 37) % 50);
  const initials = escapeXml(initialsOf(input.firstName, input.lastName));
  const font = escapeXml(input.fontFamily);
  // The figure stands on the bottom edge: right of the initials on the thumbnail, centred on the portrait.
  const size = shape === 'thumbnail' ? height * 0.9 : width * 0.9;
  const figure = { x: shape === 'thumbnail' ? width - size - 4 : (width - size) / 2, y: height - size, size };
  const initialsText =
    shape === 'thumbnail'
      ? `<text x="16" y="${height - 22}" font-size="44" font-weight="800" letter-spacing="-1" fill="${colours.text}">${initials}</text>
<rect x="18" y="${height - 14}" width="28" height="3" rx="1.5" fill="${colours.primary}"/>`
      : `<text x="44" y="150" font-size="132" font-weight="800" letter-spacing="-4" fill="${colours.text}" opacity=".9">${initials}</text>
<rect x="48" y="180" width="84" height="8" rx="4" fill="${colours.primary}"/>
<text x="${width - 40}" y="64" text-anchor="end" font-size="20" font-weight="800" letter-spacing="3" fill="${colours.text}" opacity=".55">${escapeXml(input.realmTitle.toUpperCase())}</text>`;
  const glyph =
    shape === 'profile'
      ? `<svg x="${width - 260}" y="150" width="220" height="220" viewBox="-5 -5 110 110" opacity=".18">${sportGlyph(input.sport, colours.primary)}</svg>`
      : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}">
<defs>
  <linearGradient id="base" gradientTransform="rotate(${angle} .5 .5)">
    <stop offset="0" stop-color="${colours.secondary}"/>
    <stop offset="1" stop-color="${colours.background}"/>
  </linearGradient>
  <radialGradient id="glow" cx=".7" cy=".35" r=".7">
    <stop offset="0" stop-color="${colours.primary}" stop-opacity=".5"/>
    <stop offset="1" stop-color="${colours.primary}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="figure" gradientUnits="userSpaceOnUse" x1="0" y1="10" x2="0" y2="100">
    <stop offset="0" stop-color="${colours.primary}"/>
    <stop offset="1" stop-color="${colours.background}"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset=".55" stop-color="${colours.background}" stop-opacity="0"/>
    <stop offset="1" stop-color="${colours.background}" stop-opacity=".8"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#base)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${glyph}
<svg x="${figure.x}" y="${figure.y}" width="${figure.size}" height="${figure.size}" viewBox="0 0 100 100">
  <g fill="url(#figure)" opacity=".75">${silhouette}</g>
</svg>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
${initialsText}
</svg>`;
}

/** The picture of a fighter in the realm's palette, or null for an unknown fighter. */
export async function fighterImageSvg(db: Queryable, id: number, shape: FighterImageShape): Promise<string | null> {
  const [fighter] = await db.query<{ realmId: number; firstName: string; lastName: string; sport: string }>(
    `select realm_id as "realmId", first_name as "firstName", last_name as "lastName", sport from fighter where id = $1`,
    [id],
  );
  const realm = fighter && (await findRealmById(db, fighter.realmId));
  if (!fighter || !realm) return null;
  return fighterPictureSvg({
    id,
    shape,
    firstName: fighter.firstName,
    lastName: fighter.lastName,
    sport: fighter.sport,
    colours: realm.settings.colours,
    fontFamily: realm.settings.fonts.family,
    realmTitle: realm.settings.MAIN_TITLE,
  });
}
