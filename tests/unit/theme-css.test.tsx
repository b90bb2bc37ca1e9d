/**
 * The theme's stylesheet built at build time (src/app/theme-css.ts) is what MantineProvider would
 * inject at run time with the same theme: the same variables and the same breakpoint classes.
 */
import { convertCssVariables, MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@/app/theme';
import { themeCss, themeVariables } from '@/app/theme-css';

const injectedStyles = () => {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <main />
    </MantineProvider>,
  );
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
};

describe('the built theme stylesheet', () => {
  it("matches MantineProvider's variables and classes", () => {
    const [variables, classes] = injectedStyles();
    expect(convertCssVariables(themeVariables())).toBe(variables);
    expect(themeCss().classes).toBe(classes);
    // The accessible colours of theme-colors.ts are among them.
    expect(variables).toContain('--mantine-color-dimmed: #5c636a;');
  });

  it('outranks the defaults in Mantine’s full stylesheet, which loads after it', () => {
    const { variables } = themeCss();
    expect(variables).toMatch(/^html:root\{/);
    expect(variables).toContain('html:root[data-mantine-color-scheme="light"]{');
  });

  it('holds the dark scheme’s variables too, so switching the scheme needs no script', () => {
    const { variables } = themeCss();
    const dark = variables.slice(variables.indexOf('html:root[data-mantine-color-scheme="dark"]{'));
    expect(dark).toContain('--mantine-color-dimmed: #b8b8b8;');
    expect(dark).toContain('--mantine-color-red-contrast: #fff');
    expect(dark).toContain('--portal-color-muted-surface: var(--mantine-color-dark-8);');
  });
});
