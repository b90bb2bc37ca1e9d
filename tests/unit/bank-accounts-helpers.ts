import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { getDb } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

export const BANK_PAGE = '/dashboard/company/bankaccount';

export const bankRows = () =>
  within(screen.getByTestId('data-table'))
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-id'));

export const openBankPage = async (url = BANK_PAGE) => {
  signInAsDemo();
  const app = await renderApp(url);
  await waitFor(() => expect(bankRows().length).toBe(getDb().bankAccounts.length));
  return app;
};

export const rowOf = (id: string) => {
  const row = document.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

/** Opens the action menu of an account's row and returns the menu. */
export const openMenu = async (app: Awaited<ReturnType<typeof openBankPage>>, id: string) => {
  await app.user.click(within(rowOf(id)).getByRole('button', { name: /^Actions for/ }));
  return screen.findByTestId('row-action-menu');
};

export const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

export const findAccount = (pick: (account: ReturnType<typeof getDb>['bankAccounts'][number]) => boolean) => {
  const account = getDb().bankAccounts.find(pick);
  if (!account) throw new Error('the seed has no such account');
  return account;
};
