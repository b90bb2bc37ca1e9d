/**
 * Colours that read: every text colour the theme hands out meets WCAG AA (4.5:1) on the surface it
 * is drawn on. Mantine's defaults do not (dimmed grey 3.3:1, white on red-6 3.3:1, yellow-9 on
 * yellow-1 2.7:1), so the light scheme's colour variables are computed here once, for every
 * palette, instead of being patched page by page.
 */
import type { MantineColorsTuple } from '@mantine/core';
import { channels, contrast, MIN_TEXT_CONTRAST } from '@/lib/color-contrast';

export { contrast, luminance, MIN_TEXT_CONTRAST } from '@/lib/color-contrast';

export const WHITE = '#ffffff';
export const BLACK = '#000000';

/** Secondary text (`c="dimmed"`): 6.1:1 on white, 5.5:1 on gray-1. */
export const DIMMED = '#5c636a';
/** Placeholders and the placeholder of date pickers: 4.7:1 on white. */
export const PLACEHOLDER = '#6c757d';
/** Mantine's gray-1: hovered menu items, table rows and light buttons. */
export const HOVER_GREY = '#f1f3f5';

const toHex = (rgb: number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const darken = (hex: string, amount: number) => toHex(channels(hex).map((channel) => channel * (1 - amount)));

/**
 * The first of the candidates that reads on every background; if none does, the last one darkened
 * in small steps until it does.
 */
export const readableOn = (backgrounds: readonly string[], candidates: readonly string[]): string => {
  const reads = (color: string) =>
    backgrounds.every((background) => contrast(color, background) >= MIN_TEXT_CONTRAST);
  const found = candidates.find(reads);
  if (found) return found;
  const last = candidates.at(-1) ?? BLACK;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(last, amount);
    if (reads(darker)) return darker;
  }
  return BLACK;
};

export type PaletteVariables = {
  filled: string;
  filledHover: string;
  /** The text on `filled`: white where it reads, black on the bright palettes (yellow, lime). */
  contrast: string;
  lightColor: string;
  outline: string;
};

/**
 * Filled: the lightest shade from 6 on that carries white text, or shade 6 with black text.
 * Light: shade 9 (Mantine's choice) or darker, readable on the hover background (shade 2).
 * Outline and text colour: the lightest shade from 6 on that reads on white and on the hover grey
 * (a red menu item, a red text in a hovered row).
 */
export const paletteVariables = (palette: MantineColorsTuple): PaletteVariables => {
  const shade = (index: number) => palette[Math.min(index, 9)] ?? BLACK;
  const fromSix = palette.slice(6);
  const filledIndex = [6, 7, 8, 9].find((index) => contrast(WHITE, shade(index)) >= MIN_TEXT_CONTRAST);
  const textOnFilled = filledIndex === undefined ? BLACK : WHITE;
  const filled = shade(filledIndex ?? 6);
  const hover = shade((filledIndex ?? 6) + 1);
  return {
    filled,
    filledHover: contrast(textOnFilled, hover) >= MIN_TEXT_CONTRAST ? hover : filled,
    contrast: textOnFilled,
    lightColor: readableOn([shade(1), shade(2)], [shade(9)]),
    outline: readableOn([WHITE, HOVER_GREY], fromSix),
  };
};

/** The light scheme's colour variables for every palette of the theme. */
export const lightColorVariables = (colors: Record<string, MantineColorsTuple>) => {
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
  };
  for (const [name, palette] of Object.entries(colors)) {
    const colorVariables = paletteVariables(palette);
    variables[`--mantine-color-${name}-filled`] = colorVariables.filled;
    variables[`--mantine-color-${name}-filled-hover`] = colorVariables.filledHover;
    variables[`--mantine-color-${name}-contrast`] = colorVariables.contrast;
    variables[`--mantine-color-${name}-light-color`] = colorVariables.lightColor;
    variables[`--mantine-color-${name}-outline`] = colorVariables.outline;
    variables[`--mantine-color-${name}-text`] = colorVariables.outline;
  }
  variables['--mantine-color-error'] = readableOn([WHITE, HOVER_GREY], colors.red?.slice(6) ?? []);
  return variables;
};

/**
 * The dark scheme's colour variables. Filled colours keep the light scheme's shade and text colour
 * (Mantine's dark filled shade 6 carries white at 3.3:1 on red); text colours are the first shade
 * from 4 upwards (lighter) that reads on the dark body (dark-7), cards and inputs (dark-6), hovered
 * rows (dark-5) and hovered or focused menu items (dark-4).
 */
export const darkColorVariables = (colors: Record<string, MantineColorsTuple>) => {
  const dark = colors.dark ?? [];
  const surfaces = [7, 6, 5, 4].map((shade) => dark[shade] ?? BLACK);
  const lighterFrom = (palette: readonly string[], index: number) => palette.slice(0, index + 1).reverse();
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(surfaces, lighterFrom(dark, 2)),
    '--mantine-color-placeholder': readableOn(surfaces, lighterFrom(dark, 2)),
  };
  for (const [name, palette] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const colorVariables = paletteVariables(palette);
    const text = readableOn(surfaces, lighterFrom(palette, 4));
    variables[`--mantine-color-${name}-filled`] = colorVariables.filled;
    variables[`--mantine-color-${name}-filled-hover`] = colorVariables.filledHover;
    variables[`--mantine-color-${name}-contrast`] = colorVariables.contrast;
    variables[`--mantine-color-${name}-text`] = text;
  }
  variables['--mantine-color-error'] = readableOn(surfaces, lighterFrom(colors.red ?? [], 5));
  return variables;
};
