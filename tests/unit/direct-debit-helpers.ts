import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { getDb } from '../../mocks/node';
import { openBankPage, rowOf } from './bank-accounts-helpers';

/** Opens the wizard of the seeded account with this label (its outline direct debit badge). */
export const openWizard = async (label: string) => {
  const account = getDb().bankAccounts.find((candidate) => candidate.bankAccountLabel === label);
  if (!account) throw new Error(`no account ${label}`);
  const app = await openBankPage();
  await app.user.click(
    within(rowOf(account.id)).getByRole('button', { name: `Set up direct debit for ${label}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Activate direct debit' });
  const connection = () => {
    const found = getDb().ebicsConnections.find(
      (candidate) => candidate.id === account.ebicsConnectionReference,
    );
    if (!found) throw new Error('no connection');
    return found;
  };
  return { app, dialog, account, connection };
};

export const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

export const expectStep = async (dialog: HTMLElement, step: string) =>
  expect(await within(dialog).findByTestId(`wizard-step-${step}`)).toBeInTheDocument();
