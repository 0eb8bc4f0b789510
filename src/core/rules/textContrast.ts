/**
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11, "relative luminance" and "contrast ratio" in its
 * glossary), to pick the text colour that stays readable on a coloured background such as a calendar event in
 * the SPEC §4 colours.
 */

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** The CSS named colours (CSS Color 4) this product draws with: the SPEC §4 calendar palette and the two inks. */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  orange: '#ffa500',
  darkkhaki: '#bdb76b',
  coral: '#ff7f50',
  cornflowerblue: '#6495ed',
  yellowgreen: '#9acd32',
  skyblue: '#87ceeb',
  aqua: '#00ffff',
  green: '#008000',
  palevioletred: '#db7093',
  grey: '#808080',
  gray: '#808080',
  black: '#000000',
  white: '#ffffff',
};

export type Ink = 'black' | 'white';

/** A colour as 0-255 red, green and blue: a CSS name of the table above, '#rgb' or '#rrggbb'. */
export function parseColour(colour: string): [number, number, number] {
  const text = colour.trim().toLowerCase();
  const hex = NAMED_COLOURS[text] ?? text;
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(hex)?.[1];
  if (!digits) throw new Error(`Unknown colour: ${colour}`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance: each sRGB channel linearised, weighted 0.2126, 0.7152 and 0.0722. */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, (lighter + 0.05) / (darker + 0.05): from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour, black or white, with the higher contrast on `background`. */
export function readableTextColour(background: string): Ink {
  return contrastRatio(background, 'black') >= contrastRatio(background, 'white') ? 'black' : 'white';
}
