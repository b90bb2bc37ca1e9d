import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

/** The phone's header menu (shown below Mantine's sm breakpoint; jsdom applies no media queries). */
const openMenu = async (name = 'Settings and account') => {
  const app = await renderApp('/dashboard/home');
  await app.user.click(await screen.findByRole('button', { name }));
  return { app, menu: await screen.findByTestId('compact-header-menu') };
};

describe("the phone's header menu", () => {
  it('names the user and holds the profile, both languages, the three colour schemes and log out', async () => {
    signInAsDemo();
    const { menu } = await openMenu();
    expect(within(menu).getByText('Anna Schneider')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/user');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Deutsch', 'Light', 'Dark', 'As the system']);
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('switches the language and the colour scheme', async () => {
    signInAsDemo();
    const { app, menu } = await openMenu();
    await app.user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    // A choice leaves the menu open, now in German, for the next one.
    expect(await screen.findByRole('button', { name: 'Einstellungen und Konto' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await app.user.click(within(menu).getByRole('menuitemradio', { name: 'Dunkel' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The files of a worker share the document: back to light for the next test.
    await app.user.click(within(menu).getByRole('menuitemradio', { name: 'Hell' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('keeps the whole company name as the title of the shortened one', async () => {
    signInAsDemo();
    await renderApp('/dashboard/home');
    const name = await screen.findByRole('link', { name: 'Bäckerei Schneider GmbH' });
    expect(name).toHaveAttribute('title', 'Bäckerei Schneider GmbH');
  });
});
