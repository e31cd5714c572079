import type { RealmColours } from '../realm/realmRepository.ts';
import { sportGlyph } from './glyphs.ts';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Greedy word wrap; the last line gets an ellipsis when the text does not fit. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) lines.push(line);
  const used = lines.join(' ').split(/\s+/).length;
  if (used < text.split(/\s+/).filter(Boolean).length) {
    lines[lines.length - 1] = `${lines[lines.length - 1]!.replace(/[\s,.:;–—-]+$/, '').slice(0, maxChars - 1)}…`;
  }
  return lines;
}

export interface ArtworkInput {
  /** Seeds the small variations (angle, glyph position) so every card differs a little. */
  id: number;
  shape: 'thumbnail' | 'cover';
  title: string;
  /** Small line above the title, e.g. "MMA · Arena Ciudad de México". */
  kicker: string | null;
  /** Pill in the top-left corner, e.g. "LIVE". */
  badge: string | null;
  /** Emphasise the badge (live). */
  badgeHot: boolean;
  sport: string | null;
  colours: RealmColours;
  fontFamily: string;
  realmTitle: string;
}

/**
 * A 16:9 thumbnail (640×360) or a wide cover (1600×600) in the realm's palette.
 * Thumbnails are key art only — no title, kicker or badge — because the cards
 * that show them print the title, status and duration from live data: text
 * baked into the image would repeat it, collide with the card's badges and go
 * stale when an upcoming event goes live. Covers carry the title and kicker.
 */
export function artworkSvg(input: ArtworkInput): string {
  if (input.shape === 'thumbnail') input = { ...input, kicker: null, badge: null, title: '' };
  const { colours } = input;
  const [width, height] = input.shape === 'cover' ? [1600, 600] : [640, 360];
  const scale = height / 360;
  const angle = 20 + (input.id * 37) % 50;
  const glyphSize = height * 0.95;
  const glyphX = width - glyphSize * (input.shape === 'cover' ? 1.15 : 0.8) + ((input.id * 13) % 40) * scale;
  const glyphY = (height - glyphSize) / 2 + (((input.id * 7) % 30) - 15) * scale;
  const titleSize = Math.round((input.shape === 'cover' ? 30 : 34) * scale);
  const lines = wrapText(input.title, input.shape === 'cover' ? 38 : 24, input.shape === 'cover' ? 2 : 3);
  const left = 32 * scale;
  const bottom = height - 34 * scale;
  const titleTop = bottom - (lines.length - 1) * titleSize * 1.15;
  const font = escapeXml(input.fontFamily);

  const title = lines
    .map((line, index) => `<tspan x="${left}" y="${titleTop + index * titleSize * 1.15}">${escapeXml(line)}</tspan>`)
    .join('');
  const kicker = input.kicker
    ? `<text x="${left}" y="${titleTop - titleSize * 1.05}" font-size="${Math.round(14 * scale)}" font-weight="700" letter-spacing="${1.5 * scale}" fill="${colours.primary}">${escapeXml(input.kicker.toUpperCase())}</text>`
    : '';
  const badgeWidth = input.badge ? (input.badge.length * 9.5 + 34) * scale : 0;
  const badge = input.badge
    ? `<g transform="translate(${left} ${26 * scale})">
  <rect width="${badgeWidth}" height="${28 * scale}" rx="${14 * scale}" fill="${input.badgeHot ? colours.primary : colours.secondaryCtaDefault}" opacity="${input.badgeHot ? 1 : 0.92}"/>
  ${input.badgeHot ? `<circle cx="${14 * scale}" cy="${14 * scale}" r="${4.5 * scale}" fill="${colours.primaryCtaText}"/>` : ''}
  <text x="${(input.badgeHot ? 24 : 16) * scale}" y="${19 * scale}" font-size="${Math.round(13 * scale)}" font-weight="800" letter-spacing="${1.2 * scale}" fill="${input.badgeHot ? colours.primaryCtaText : colours.secondaryCtaText}">${escapeXml(input.badge.toUpperCase())}</text>
</g>`
    : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}">
<defs>
  <linearGradient id="base" gradientTransform="rotate(${angle} .5 .5)">
    <stop offset="0" stop-color="${colours.secondary}"/>
    <stop offset="1" stop-color="${colours.background}"/>
  </linearGradient>
  <radialGradient id="glow" cx=".82" cy=".2" r=".75">
    <stop offset="0" stop-color="${colours.primary}" stop-opacity=".55"/>
    <stop offset="1" stop-color="${colours.primary}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset=".35" stop-color="${colours.background}" stop-opacity="0"/>
    <stop offset="1" stop-color="${colours.background}" stop-opacity=".85"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#base)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<path d="M${width * 0.52} ${height} L${width * 0.72} 0 H${width * 0.76} L${width * 0.56} ${height}Z" fill="${colours.primary}" opacity=".16"/>
<svg x="${glyphX}" y="${glyphY}" width="${glyphSize}" height="${glyphSize}" viewBox="-5 -5 110 110" opacity=".28">${sportGlyph(input.sport, colours.primary)}</svg>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
${badge}
<text x="${width - 24 * scale}" y="${40 * scale}" text-anchor="end" font-size="${Math.round(13 * scale)}" font-weight="800" letter-spacing="${2 * scale}" fill="${colours.text}" opacity=".55">${escapeXml(input.realmTitle.toUpperCase())}</text>
${kicker}
${lines.length ? `<text font-size="${titleSize}" font-weight="800" fill="${colours.text}">${title}</text>
<rect x="${left}" y="${bottom + 14 * scale}" width="${56 * scale}" height="${4 * scale}" rx="${2 * scale}" fill="${colours.primary}"/>` : ''}
</svg>`;
}

/** The realm's wordmark: a mark in the primary colour and the realm title. */
/**
 * The realm's app icon (its web app manifest's): the logo's mark without the
 * name, square, on the realm's background. A launcher shows a square and masks
 * it (a circle, a squircle): the mark stays inside the middle 80% that every
 * mask keeps, so the same image serves as `any` and `maskable`. The name is
 * left out on purpose: a wordmark is unreadable at launcher sizes, and the
 * launcher writes the app's name under its icon.
 */
export function appIconSvg(input: { colours: RealmColours; sport: string | null }): string {
  const { colours } = input;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${colours.background}"/>
<rect x="106" y="106" width="300" height="300" rx="72" fill="${colours.primary}"/>
<svg x="151" y="151" width="210" height="210" viewBox="-5 -5 110 110">${sportGlyph(input.sport, colours.primaryCtaText)}</svg>
</svg>`;
}

export function logoSvg(input: { title: string; colours: RealmColours; fontFamily: string; sport: string | null }): string {
  const { colours } = input;
  const textWidth = Math.round(input.title.length * 17 + 8);
  const width = 56 + textWidth;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" font-family="${escapeXml(input.fontFamily)}">
<rect x="2" y="4" width="40" height="40" rx="10" fill="${colours.primary}"/>
<svg x="8" y="10" width="28" height="28" viewBox="-5 -5 110 110">${sportGlyph(input.sport, colours.primaryCtaText)}</svg>
<text x="54" y="33" font-size="26" font-weight="800" letter-spacing="-.5" fill="${colours.text}">${escapeXml(input.title)}</text>
</svg>`;
}
