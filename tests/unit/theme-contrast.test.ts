/**
 * Text colours of the theme against WCAG AA (4.5:1), computed from the CSS variables the portal
 * hands to Mantine: the dimmed grey, filled, light and outline variants of every palette (badges,
 * buttons, alerts), the error and placeholder colours, and every status badge.
 */
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, HOVER_GREY, MIN_TEXT_CONTRAST, WHITE } from '@/app/theme-colors';
import { cssVariablesResolver, theme } from '@/app/theme';
import { statusSets, type StatusStyle } from '@/components/status/status-sets';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(resolved).light;
const variable = (name: string) => {
  const value = light[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const palette = (color: string) => {
  const colors = resolved.colors[color];
  if (!colors) throw new Error(`no palette ${color}`);
  return colors;
};

/** Text and background of a variant, as Mantine's default variant resolver draws them. */
const drawn = (color: string, variant: StatusStyle['variant']) => {
  if (variant === 'filled')
    return {
      text: variable(`--mantine-color-${color}-contrast`),
      background: variable(`--mantine-color-${color}-filled`),
    };
  if (variant === 'light')
    return { text: variable(`--mantine-color-${color}-light-color`), background: palette(color)[1] };
  return { text: variable(`--mantine-color-${color}-outline`), background: WHITE };
};

const ratio = (pair: { text: string; background: string }) => contrast(pair.text, pair.background);

describe('theme contrast', () => {
  it('gives dimmed text at least 4.5:1 on white (Mantine: #868e96, 3.3:1)', () => {
    expect(contrast(variable('--mantine-color-dimmed'), WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(variable('--mantine-color-dimmed'), palette('gray')[1])).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('draws the filled red (Log out) darker than red-6, so white text reads', () => {
    const red = drawn('red', 'filled');
    expect(red.background).not.toBe('#fa5252');
    expect(red.text).toBe(WHITE);
    expect(ratio(red)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("keeps the light yellow 'Coming soon' badge readable (Mantine: 2.7:1)", () => {
    expect(ratio(drawn('yellow', 'light'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps the error and placeholder texts readable on white', () => {
    expect(contrast(variable('--mantine-color-error'), WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(variable('--mantine-color-placeholder'), WHITE)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it.each(Object.keys(resolved.colors))('makes every variant of %s readable', (color) => {
    for (const variant of ['filled', 'light', 'outline'] as const)
      expect(ratio(drawn(color, variant)), `${color} ${variant}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const text = variable(`--mantine-color-${color}-contrast`);
    // Hovering a filled button must not make its text unreadable, nor a light one's.
    expect(contrast(text, variable(`--mantine-color-${color}-filled-hover`))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(
      contrast(variable(`--mantine-color-${color}-light-color`), palette(color)[2]),
    ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Coloured text (`c="red"`, a red menu item) on white and on a hovered grey row or item.
    for (const background of [WHITE, HOVER_GREY])
      expect(contrast(variable(`--mantine-color-${color}-text`), background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
  });

  it('makes every status badge readable', () => {
    for (const [kind, set] of Object.entries(statusSets))
      for (const [value, style] of Object.entries<StatusStyle>(set))
        expect(ratio(drawn(style.color, style.variant)), `${kind} ${value}`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
  });
});

describe('theme contrast in the dark scheme', () => {
  const dark: Record<string, string> = cssVariablesResolver(resolved).dark;
  const darkVariable = (name: string) => {
    const value = dark[name];
    if (!value) throw new Error(`${name} is not set for the dark scheme`);
    return value;
  };
  // The dark body, cards and inputs, hovered rows and hovered menu items (dark-7 to dark-4).
  const surfaces = [7, 6, 5, 4].map((shade) => palette('dark')[shade] ?? '');

  it('gives dimmed text, placeholders and errors 4.5:1 on every dark surface (Mantine: dark-2, 4:1)', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-error'])
      for (const surface of surfaces)
        expect(contrast(darkVariable(name), surface), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps the text on filled colours and the coloured texts readable', () => {
    for (const color of Object.keys(resolved.colors).filter((name) => name !== 'dark')) {
      const text = darkVariable(`--mantine-color-${color}-contrast`);
      expect(contrast(text, darkVariable(`--mantine-color-${color}-filled`)), color).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      for (const surface of surfaces)
        expect(
          contrast(darkVariable(`--mantine-color-${color}-text`), surface),
          color,
        ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
