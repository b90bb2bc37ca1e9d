/**
 * The theme's CSS variables and Mantine's responsive helper classes as a stylesheet, computed at
 * build time (scripts/build/mantine-theme-css.ts) instead of by MantineProvider at every render.
 * The portal's theme never changes at run time (fixed colours; the variables of both colour schemes
 * are written, and the scheme switches by the attribute on <html>), so the code that would compute
 * the variables in the browser stays out of the first page's bundle. What this writes is what MantineProvider would inject, checked in
 * tests/unit/theme-css.test.tsx.
 */
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Variables = ConvertCSSVariablesInput;

const merge = (base: Variables, extra: Variables): Variables => ({
  variables: { ...base.variables, ...extra.variables },
  light: { ...base.light, ...extra.light },
  dark: { ...base.dark, ...extra.dark },
});

/** Only what differs from Mantine's defaults, which its own stylesheet already sets. */
const withoutDefaults = (input: Variables): Variables => {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const differing = (values: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([name, value]) => base[name] !== value));
  return {
    variables: differing(input.variables, defaults.variables),
    light: differing(input.light, defaults.light),
    dark: differing(input.dark, defaults.dark),
  };
};

/** `hiddenFrom` and `visibleFrom`, per breakpoint, as MantineProvider's classes write them. */
const breakpointClasses = (breakpoints: Record<string, string>) =>
  Object.entries(breakpoints)
    .map(([name, value]) => {
      const width = Number(px(value));
      const [below, from] = value.includes('px')
        ? [`${width - 0.1}px`, `${width}px`]
        : [em(width - 0.1), em(width)];
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('');

const mergedTheme = () => mergeMantineTheme(DEFAULT_THEME, theme);

/** The variables MantineProvider would set: Mantine's for the theme, then the portal's resolver. */
export const themeVariables = (): Variables => {
  const merged = mergedTheme();
  return withoutDefaults(merge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)));
};

/**
 * The stylesheet. Mantine writes its variables under `:root`; the portal's go under `html:root`,
 * so that they win over Mantine's defaults in the full stylesheet, which loads after them.
 */
export const themeCss = () => ({
  variables: convertCssVariables(themeVariables(), 'html:root'),
  classes: breakpointClasses(mergedTheme().breakpoints),
});
