import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorResolverResult,
  type VariantColorsResolver,
} from '@mantine/core';
import { darkColorVariables, lightColorVariables } from './theme-colors';

/** The brand colour #086992 at shade 6, with lighter and darker steps of the same hue. */
const brand: MantineColorsTuple = [
  '#ecf9fe',
  '#cfeffc',
  '#9edffa',
  '#64cbf7',
  '#2ab8f3',
  '#0c99d5',
  '#086992',
  '#065374',
  '#05425c',
  '#043144',
];

export const PRIMARY_COLOR = '#086992';

/** Filled theme colours carry the text colour chosen for them in theme-colors.ts. */
const resolveVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (input.variant === 'filled' && parsed.isThemeColor && parsed.shade === undefined)
    return { ...colors, color: `var(--mantine-color-${parsed.color}-contrast)` };
  return colors;
};

const resolvedVariantColors = new WeakMap<object, Map<string, VariantColorResolverResult>>();

/**
 * Every badge, button and icon button asks for its colours on each render (a table page holds
 * dozens): the answer for a colour and variant is worked out once per theme.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const { color, variant, gradient, autoContrast, theme } = input;
  const key = [color, variant, gradient?.from, gradient?.to, gradient?.deg, autoContrast].join('|');
  let known = resolvedVariantColors.get(theme);
  if (!known) resolvedVariantColors.set(theme, (known = new Map()));
  const cached = known.get(key);
  if (cached) return cached;
  const colors = resolveVariantColors(input);
  known.set(key, colors);
  return colors;
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  // Dialogs, menus and collapses appear without their motion for a user whose system asks for
  // less of it (WCAG 2.3.3).
  respectReducedMotion: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  variantColorResolver,
  components: {
    // A closed select keeps no hidden dropdown in the page: a hidden dropdown is positioned as soon
    // as it mounts, a forced style and layout of the whole page (the pager of every table has one).
    // Both as plain objects rather than `Combobox.extend` and `Menu.extend`, which would put the
    // combobox or menu, its popover and floating-ui into the first page's bundle.
    Combobox: { defaultProps: { keepMounted: false } },
    // Without the placeholder, opening a menu focuses its first item (it is the only thing
    // focusable in it), and the menu holds nothing but menu items (axe: aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Text colours that meet 4.5:1 (see theme-colors.ts), in the light and the dark scheme, and the
 * muted background behind the public pages' cards and of summary cards in either scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...lightColorVariables(resolved.colors),
    '--portal-color-muted-surface': 'var(--mantine-color-gray-0)',
  },
  dark: {
    ...darkColorVariables(resolved.colors),
    '--portal-color-muted-surface': 'var(--mantine-color-dark-8)',
  },
});
