import { Resvg } from '@resvg/resvg-js';

/**
 * An SVG drawn as a PNG `width` pixels wide (its height follows its aspect), by
 * resvg. For launchers and link previews that take raster images only: an
 * installed app's icon, an Open Graph image. System fonts are not loaded: what
 * is drawn here has no text.
 */
export function pngOf(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng();
}
