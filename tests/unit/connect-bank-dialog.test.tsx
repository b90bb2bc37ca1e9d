import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { BANK_PAGE, bankRows, openBankPage } from './bank-accounts-helpers';

const openDialog = async (url?: string) => {
  const app = await openBankPage(url);
  if (!url) await app.user.click(screen.getByRole('button', { name: 'Connect bank accounts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect bank accounts' });
  return { app, dialog };
};

const stateOf = (dialog: HTMLElement) =>
  within(dialog).getByTestId('connect-bank-dialog').getAttribute('data-state');

afterEach(() => {
  window.__PORTAL_CONFIG__ = undefined;
});

describe('connect bank dialog (spec 1 §2, §4, §7, §8)', () => {
  it('starts the widget with the session key and connects the accounts on Continue', async () => {
    const requests = recordRequests();
    const before = getDb().bankAccounts.length;
    const { app, dialog } = await openDialog();
    const widget = await within(dialog).findByTitle('Bank login');
    const session = getDb().bankConnections.at(-1);
    expect(widget.getAttribute('src')).toContain(`wizard_session_key=${session?.wizardSessionKey}`);
    expect(stateOf(dialog)).toBe('ready');
    expect(within(dialog).getByText(/This is a test environment/)).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The bank accounts were connected.')).toBeInTheDocument();
    expect(requests.find('POST', `/bankconnections/${session?.transaction}`)).toHaveLength(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(bankRows().length).toBeGreaterThan(before));
  });

  it('goes to the error state without a message when the session cannot be started', async () => {
    setFault('createBankConnection', { status: 500, message: 'Widget down' });
    const { dialog } = await openDialog();
    await waitFor(() => expect(stateOf(dialog)).toBe('error'));
    expect(within(dialog).queryByText(/Widget down|status not ok/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'The bank login could not be started' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(within(dialog).queryByTitle('Bank login')).not.toBeInTheDocument();
  });

  it('closes on Cancel without completing', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await within(dialog).findByTitle('Bank login');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.find('POST', /^\/bankconnections\/.+/)).toHaveLength(0);
  });

  it('hears the widget finish, only from the widget origin', async () => {
    const { dialog } = await openDialog();
    await within(dialog).findByTitle('Bank login');
    const finished = (origin: string) =>
      act(() =>
        window.dispatchEvent(
          new MessageEvent('message', { data: { source: 'bank-widget', event: 'finished' }, origin }),
        ),
      );
    finished('https://evil.example');
    expect(within(dialog).queryByText(/The bank login is finished/)).not.toBeInTheDocument();
    finished('https://bank-widget.portal.example');
    expect(await within(dialog).findByText(/The bank login is finished/)).toBeInTheDocument();
  });

  it('shows no test notice in production', async () => {
    window.__PORTAL_CONFIG__ = { environment: 'prod' };
    const { dialog } = await openDialog();
    await within(dialog).findByTitle('Bank login');
    expect(within(dialog).queryByText(/This is a test environment/)).not.toBeInTheDocument();
  });

  it('opens directly from the link of other settings pages (?connect=true)', async () => {
    const { dialog } = await openDialog(`${BANK_PAGE}?connect=true`);
    expect(await within(dialog).findByTitle('Bank login')).toBeInTheDocument();
  });
});
