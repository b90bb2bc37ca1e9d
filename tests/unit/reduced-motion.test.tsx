/**
 * The theme honours prefers-reduced-motion (docs/accessibility.md): Mantine's transitions in
 * script read the theme, and its CSS transitions (a switch, the burger) stop only under
 * `data-respect-reduced-motion` on <html>, which the provider sets from the theme.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { renderWithProviders } from '../render';

beforeEach(() => document.documentElement.removeAttribute('data-respect-reduced-motion'));

describe('reduced motion', () => {
  it("the theme's respectReducedMotion reaches <html>, where Mantine's styles read it", async () => {
    expect(theme.respectReducedMotion).toBe(true);
    await renderWithProviders(<p>Portal</p>);
    await screen.findByText('Portal');
    expect(document.documentElement).toHaveAttribute('data-respect-reduced-motion', 'true');
  });
});
