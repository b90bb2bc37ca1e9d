/** Shared steps of the command palette tests. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { getDb } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

export const HOME = '/dashboard/home';

/** The dashboard with the palette opened by Ctrl+K. */
export const openPalette = async (url = HOME, language = 'en') => {
  signInAsDemo();
  const app = await renderApp(url, { language });
  await screen.findByRole('navigation', { name: language === 'de' ? 'Hauptnavigation' : 'Main navigation' });
  await app.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', {
    name: language === 'de' ? 'Suche und Befehle' : 'Search and commands',
  });
  const field = within(dialog).getByRole('combobox');
  await waitFor(() => expect(field).toHaveFocus());
  return { ...app, dialog, field };
};

export const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
export const optionNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('option')
    .map((option) => option.textContent);

/** A seeded person without a company. */
export const customer = () => {
  const found = getDb().debitors.find(
    (candidate) => candidate.lastName && candidate.firstName && !candidate.companyName,
  );
  if (!found) throw new Error('the seed has no named person');
  return found;
};
