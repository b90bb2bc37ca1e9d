import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { DirectDebitWizard } from '@/features/direct-debit/direct-debit-wizard';
import { renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';
import { button, expectStep, openWizard } from './direct-debit-helpers';
import { shownValues } from './wizard-steps';

describe('direct debit wizard, step 1: creditor identifier (spec 1 §4, §5)', () => {
  it('needs a valid identifier and the box, then saves it to the company and moves on', async () => {
    const requests = recordRequests();
    getDb().company.creditorIdentifier = undefined;
    const { app, dialog, connection } = await openWizard('Vereinskonto');
    await expectStep(dialog, 'preparation');
    expect(button(dialog, 'Back')).toBeDisabled();
    const next = button(dialog, 'Continue');
    expect(next).toBeDisabled();

    const field = within(dialog).getByLabelText(/Creditor identifier/);
    await app.user.click(field);
    await app.user.paste('DE98ZZZ0999');
    expect(await within(dialog).findByText(/^The creditor id is invalid/)).toBeInTheDocument();
    const box = within(dialog).getByLabelText('I agree that I have received my creditor identifier.');
    await app.user.click(box);
    await app.user.click(box);
    expect(
      await within(dialog).findByText('You must agree to have received the creditor id.'),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();

    await app.user.clear(field);
    await app.user.paste('DE98ZZZ09999999999');
    await app.user.click(box);
    await waitFor(() => expect(next).toBeEnabled());
    await app.user.click(next);

    await expectStep(dialog, 'request');
    const [call] = requests.find(
      'PATCH',
      `/sepa/ebics-connections/${connection().id}/actions/send_creditor_identifier`,
    );
    expect(call?.body).toEqual({ creditorIdentifier: 'DE98ZZZ09999999999' });
    expect(getDb().company.creditorIdentifier).toBe('DE98ZZZ09999999999');
    expect(connection().status).toBe('REQUESTING_EBICS_FROM_BANK');
  });

  it('opens the help page for requesting a creditor identifier in a new tab', async () => {
    const { dialog } = await openWizard('Vereinskonto');
    const link = await within(dialog).findByRole('link', { name: /How to request a creditor identifier/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/request-creditor-id$/));
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('direct debit wizard, step 2: request (spec 1 §4, §5)', () => {
  it('downloads the request form only while limit and name are valid, then sends them', async () => {
    const requests = recordRequests();
    const createObjectURL = vi.fn(() => 'blob:form');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { app, dialog, connection } = await openWizard('Kautionskonto');
    await expectStep(dialog, 'request');
    const download = button(dialog, 'Download bank request form');
    const limit = within(dialog).getByLabelText(/Withdrawal limit per day/);
    await app.user.clear(limit);
    await app.user.type(limit, '0');
    expect(
      await within(dialog).findByText('The withdrawal limit must be greater than 0.'),
    ).toBeInTheDocument();
    expect(download).toBeDisabled();

    await app.user.clear(limit);
    await app.user.type(limit, '5000');
    const name = within(dialog).getByLabelText(/Creditor name/);
    await app.user.clear(name);
    expect(download).toBeDisabled();
    await app.user.click(name);
    await app.user.paste('Bäckerei Schneider');
    await waitFor(() => expect(download).toBeEnabled());
    await app.user.click(download);
    expect(await screen.findByText('Successfully downloaded')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalled();
    expect(
      requests.find('PATCH', `/sepa/ebics-connections/${connection().id}/ebics-bank-request`)[0]?.body,
    ).toEqual({
      withdrawLimit: 5000,
      creditorName: 'Bäckerei Schneider',
    });

    expect(button(dialog, 'Continue')).toBeDisabled();
    await app.user.click(within(dialog).getByLabelText(/I have signed the bank request form/));
    await waitFor(() => expect(button(dialog, 'Continue')).toBeEnabled());
    await app.user.click(button(dialog, 'Continue'));
    await expectStep(dialog, 'setup');
    expect(requests.find('PATCH', /actions\/request_ebics_from_bank$/)[0]?.body).toEqual({
      withdrawLimit: 5000,
      creditorName: 'Bäckerei Schneider',
    });
    click.mockRestore();
  });

  it('shows the GLS onboarding text with its guide for a GLS account', async () => {
    const { dialog } = await openWizard('Kautionskonto');
    expect(await within(dialog).findByText(/GLS Bank sets up EBICS with its own form/)).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Open the GLS onboarding guide' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/gls-onboarding$/));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('goes back to the creditor identifier', async () => {
    const requests = recordRequests();
    const { app, dialog, connection } = await openWizard('Kautionskonto');
    await expectStep(dialog, 'request');
    await app.user.click(button(dialog, 'Back'));
    await expectStep(dialog, 'preparation');
    expect(requests.find('PATCH', `/sepa/ebics-connections/${connection().id}/status`)[0]?.body).toEqual({
      status: 'SETTING_UP_CREDITOR_IDENTIFIER',
    });
  });
});

describe('direct debit wizard, step 3: setup (spec 1 §4, §5, §8)', () => {
  const typeIds = async (
    app: Awaited<ReturnType<typeof openWizard>>['app'],
    dialog: HTMLElement,
    user: string,
    partner: string,
  ) => {
    const userId = within(dialog).getByLabelText(/User ID/);
    const partnerId = within(dialog).getByLabelText(/Partner ID/);
    await app.user.clear(userId);
    await app.user.paste(user);
    await app.user.clear(partnerId);
    await app.user.paste(partner);
  };

  it("checks the ids ('check input') and moves to the INI letter", async () => {
    const { app, dialog } = await openWizard('Mietkonto');
    await expectStep(dialog, 'setup');
    await typeIds(app, dialog, 'SCHNEIDER 1', 'P#1');
    expect(await within(dialog).findByText(/^The userId is invalid/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^The partnerId is invalid/)).toBeInTheDocument();
    expect(button(dialog, 'Check input')).toBeDisabled();
    await typeIds(app, dialog, 'SCHNEIDER01', 'PARTNER=4711');
    await waitFor(() => expect(button(dialog, 'Check input')).toBeEnabled());
    await app.user.click(button(dialog, 'Check input'));
    await expectStep(dialog, 'iniLetter');
  });

  it("sets 'ebics error' on the form when the reply is empty, and goes on once the bank confirms", async () => {
    const { app, dialog, connection } = await openWizard('Mietkonto');
    await expectStep(dialog, 'setup');
    setFault('initializeEbics', { status: 200, emptyBody: true, times: 1 });
    await typeIds(app, dialog, 'USER1', 'PARTNER1');
    await waitFor(() => expect(button(dialog, 'Check input')).toBeEnabled());
    await app.user.click(button(dialog, 'Check input'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'EBICS error: the bank did not confirm the user and partner id. Please check your input.',
    );
    expect(within(dialog).getByTestId('wizard-step-setup')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/User ID/)).toHaveValue('USER1');
    expect(connection().status).toBe('INITIALIZING_EBICS');
    // A status of the form, not a field error: the same ids can be sent again.
    expect(button(dialog, 'Check input')).toBeEnabled();

    await app.user.click(button(dialog, 'Check input'));
    await expectStep(dialog, 'iniLetter');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('direct debit wizard: back and forward (spec 1 §4)', () => {
  it('keeps what every step showed when it was left, ticked boxes and ids not yet sent included', async () => {
    getDb().company.creditorIdentifier = undefined;
    const account = getDb().bankAccounts.find((candidate) => candidate.bankAccountLabel === 'Vereinskonto');
    if (!account) throw new Error('no account Vereinskonto');
    signInAsDemo();
    const app = await renderWithProviders(<DirectDebitWizard account={account} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Activate direct debit' });
    const step = async (id: string) => {
      await expectStep(dialog, id);
      return shownValues(within(dialog).getByTestId(`wizard-step-${id}`));
    };
    const go = async (name: 'Continue' | 'Check input' | 'Back') => {
      await waitFor(() => expect(button(dialog, name)).toBeEnabled());
      await app.user.click(button(dialog, name));
    };
    const retype = async (label: RegExp, text: string) => {
      const field = within(dialog).getByLabelText(label);
      await app.user.clear(field);
      await app.user.paste(text);
    };

    await expectStep(dialog, 'preparation');
    await retype(/Creditor identifier/, 'DE98ZZZ09999999999');
    await app.user.click(within(dialog).getByLabelText(/I agree that I have received/));
    const preparation = await step('preparation');
    await go('Continue');
    await expectStep(dialog, 'request');
    await retype(/Withdrawal limit per day/, '5000');
    await retype(/Creditor name/, 'Bäckerei Schneider');
    await app.user.click(within(dialog).getByLabelText(/I have signed the bank request form/));
    const request = await step('request');
    await go('Continue');
    await expectStep(dialog, 'setup');
    await retype(/User ID/, 'SCHNEIDER01');
    await retype(/Partner ID/, 'PARTNER=4711');
    const setup = await step('setup');

    await go('Back');
    expect(await step('request')).toEqual(request);
    await go('Back');
    expect(await step('preparation')).toEqual(preparation);
    await go('Continue');
    expect(await step('request')).toEqual(request);
    await go('Continue');
    expect(await step('setup')).toEqual(setup);
  });
});
