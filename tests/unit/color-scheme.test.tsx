/**
 * Dark mode: the switch (light, dark, as the system says) sets the scheme on <html> and keeps it in
 * localStorage; public/color-scheme.js applies the kept scheme before the first paint.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ColorSchemeSwitch from '@/components/color-scheme-switch';
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/color-scheme';
import { mediaQueryList } from '../match-media';
import { renderWithProviders } from '../render';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

const systemPrefersDark = (dark: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) =>
      mediaQueryList(query, dark && query === '(prefers-color-scheme: dark)'),
    );

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
});

describe('the colour scheme switch', () => {
  it('offers light, dark and the system’s scheme, named for screen readers, and keeps the choice', async () => {
    const { user } = await renderWithProviders(<ColorSchemeSwitch />);
    const group = screen.getByRole('group', { name: 'Colour scheme' });
    expect(group).toBeInTheDocument();
    // Nothing chosen yet: the portal follows the system.
    expect(screen.getByRole('button', { name: 'As the system' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  });

  it('follows the system when set to it', async () => {
    systemPrefersDark(true);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    const { user } = await renderWithProviders(<ColorSchemeSwitch />);
    expect(scheme()).toBe('light');
    await user.click(screen.getByRole('button', { name: 'As the system' }));
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
  });

  it('is labelled in German', async () => {
    await renderWithProviders(<ColorSchemeSwitch />, { language: 'de' });
    expect(screen.getByRole('group', { name: 'Farbschema' })).toBeInTheDocument();
    for (const name of ['Hell', 'Dunkel', 'Wie das System'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('public/color-scheme.js, run before the first paint', () => {
  const source = readFileSync(resolve(process.cwd(), 'public/color-scheme.js'), 'utf8');
  const run = () => new Function(source)();

  it('reads the key the colour scheme manager writes', () => {
    expect(source).toContain(`'${COLOR_SCHEME_STORAGE_KEY}'`);
  });

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    [null, true, 'dark'],
    ['nonsense', false, 'light'],
  ])('kept %s with a dark system %s: %s', (kept, systemDark, expected) => {
    systemPrefersDark(systemDark);
    if (kept) localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, kept);
    run();
    expect(scheme()).toBe(expected);
  });
});
