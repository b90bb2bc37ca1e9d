import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async () => {
  signInAsDemo();
  const app = await renderApp('/dashboard/company/settings');
  const form = await screen.findByRole('form', { name: 'Settings' });
  const box = (name: RegExp) => within(form).getByRole('textbox', { name });
  const save = () => app.user.click(within(form).getByRole('button', { name: 'Save' }));
  const retype = async (name: RegExp, value: string) => {
    await app.user.clear(box(name));
    if (value) await app.user.type(box(name), value);
  };
  return { app, form, box, save, retype };
};

const dunningBoxes = [
  /^Days until dunning/,
  /^Days between dunning reminders/,
  /^Dunning fee/,
  /^Maximum number/,
];

describe('service settings (spec 3 §2.10, §5)', () => {
  it('shows the saved settings, with dunning off and its fields locked', async () => {
    const { form, box } = await open();
    expect(within(form).getByRole('checkbox', { name: /^Send payment reminders/ })).toBeChecked();
    expect(box(/^Days until the reminder/)).toHaveValue('3');
    expect(box(/^Failed payment fee/)).toHaveValue('0');
    expect(within(form).getByRole('checkbox', { name: /^Enable automatic dunning/ })).not.toBeChecked();
    for (const name of dunningBoxes) expect(box(name)).toBeDisabled();
    expect(box(/^Days until dunning/)).toHaveValue('7');
    expect(box(/^Dunning fee/)).toHaveValue('0,5');
    expect(within(form).getByText('buchhaltung@baeckerei-schneider.de')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Dunning letters' })).not.toBeChecked();
  });

  it('asks for at least 3 days before a reminder', async () => {
    const { form, save, retype } = await open();
    await retype(/^Days until the reminder/, '2');
    await save();
    expect(await within(form).findByText('Min days: enter 3 days or more.')).toBeInTheDocument();
  });

  it('requires the dunning fields while dunning is on, with their limits', async () => {
    const { app, form, box, save, retype } = await open();
    const label = (name: RegExp) =>
      document.querySelector(`label[for="${box(name).id}"]`)?.textContent?.trim();
    for (const name of dunningBoxes) expect(label(name)).not.toMatch(/\*$/);
    await app.user.click(within(form).getByRole('checkbox', { name: /^Enable automatic dunning/ }));
    for (const name of dunningBoxes) expect(box(name)).toBeEnabled();
    // Marked required while dunning is on.
    expect(label(/^Days until dunning/)).toMatch(/^Days until dunning\s*\*$/);
    for (const name of dunningBoxes) expect(label(name)).toMatch(/\*$/);
    for (const name of dunningBoxes) await retype(name, '');
    await save();
    for (const text of [
      'Days until dunning is required',
      'Days between dunning reminders is required',
      'Dunning fee is required',
      'Maximum number of dunning letters is required',
    ])
      expect(await within(form).findByText(text)).toBeInTheDocument();

    await retype(/^Days until dunning/, '6');
    await retype(/^Days between dunning reminders/, '0');
    await retype(/^Dunning fee/, '0');
    await retype(/^Maximum number/, '0');
    await save();
    expect(await within(form).findByText('Enter at least 7 days.')).toBeInTheDocument();
    expect(within(form).getByText('Enter at least 1 day.')).toBeInTheDocument();
    expect(within(form).getByText('The dunning fee must be positive.')).toBeInTheDocument();

    // Off again: the fields are neither required nor checked.
    await app.user.click(within(form).getByRole('checkbox', { name: /^Enable automatic dunning/ }));
    expect(within(form).queryByText('Enter at least 7 days.')).not.toBeInTheDocument();
  });

  it('takes copy recipients as chips, each a valid e-mail address, at least one', async () => {
    const { app, form, save } = await open();
    const chips = within(form).getByRole('textbox', { name: /^Copy recipients/ });
    await app.user.type(chips, 'steuer@kanzlei-hoffmann.de{Enter}keine-adresse{Enter}');
    expect(within(form).getByText('steuer@kanzlei-hoffmann.de')).toBeInTheDocument();
    // Text that is no address stays in the field, is named wrong, and is not lost.
    expect(await within(form).findByText('Invalid email address.')).toBeInTheDocument();
    expect(chips).toHaveValue('keine-adresse');
    await app.user.clear(chips);
    await app.user.click(within(form).getByRole('button', { name: 'Remove steuer@kanzlei-hoffmann.de' }));
    await app.user.click(
      within(form).getByRole('button', { name: 'Remove buchhaltung@baeckerei-schneider.de' }),
    );
    await save();
    expect(await within(form).findByText('Add at least one copy recipient.')).toBeInTheDocument();
  });

  it('saves the account and dunning settings together', async () => {
    const requests = recordRequests();
    const { app, form, save, retype } = await open();
    await retype(/^Days until the reminder/, '5');
    await app.user.click(within(form).getByRole('checkbox', { name: /^Enable automatic dunning/ }));
    await retype(/^Days until dunning/, '14');
    await retype(/^Maximum number/, '2');
    await app.user.type(
      within(form).getByRole('textbox', { name: /^Copy recipients/ }),
      'steuer@kanzlei-hoffmann.de{Enter}',
    );
    await app.user.click(
      within(form).getByRole('button', { name: 'Remove buchhaltung@baeckerei-schneider.de' }),
    );
    await app.user.click(within(form).getByRole('checkbox', { name: 'Dunning letters' }));
    await save();

    expect(await screen.findByText('Settings updated.')).toBeInTheDocument();
    expect(requests.find('PATCH', '/company/account-settings').at(-1)?.body).toEqual({
      bccEmailAddressList: ['steuer@kanzlei-hoffmann.de'],
      bccSelection: ['INVOICES', 'DUNNING'],
      paymentReminderDays: 5,
      failedPaymentFee: 0,
      paymentReminderEnabled: true,
    });
    expect(requests.find('PATCH', '/company/dunning-settings').at(-1)?.body).toEqual({
      dunningEnabled: true,
      daysDunning: 14,
      daysReminder: 1,
      dunningFee: 0.5,
      maxDunnings: 2,
    });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled());

    // The server holds them, and the page opened again shows them.
    expect(getDb().company.dunningServiceCreditorConfiguration).toMatchObject({
      dunningEnabled: true,
      daysDunning: 14,
    });
    expect(getDb().company.accountSettings?.bccEmailAddressList).toEqual(['steuer@kanzlei-hoffmann.de']);
    app.unmount();
    const again = await open();
    expect(within(again.form).getByRole('checkbox', { name: /^Enable automatic dunning/ })).toBeChecked();
    expect(again.box(/^Days until dunning/)).toHaveValue('14');
    expect(within(again.form).getByText('steuer@kanzlei-hoffmann.de')).toBeInTheDocument();
    expect(within(again.form).queryByText('buchhaltung@baeckerei-schneider.de')).not.toBeInTheDocument();
  });

  it('shows the saved values again after a failure', async () => {
    const { app, form, box, save, retype } = await open();
    setFault('updateDunningSettings', { status: 500, times: 1 });
    await retype(/^Days until the reminder/, '5');
    await app.user.click(within(form).getByRole('checkbox', { name: /^Enable automatic dunning/ }));
    await retype(/^Days until dunning/, '21');
    await save();

    expect(
      await screen.findByText('Settings update error: your changes were not saved.'),
    ).toBeInTheDocument();
    // The account settings went through, the dunning settings did not: the form shows just that.
    await waitFor(() => expect(box(/^Days until dunning/)).toHaveValue('7'));
    expect(within(form).getByRole('checkbox', { name: /^Enable automatic dunning/ })).not.toBeChecked();
    expect(box(/^Days until the reminder/)).toHaveValue('5');
    expect(getDb().company.dunningServiceCreditorConfiguration?.dunningEnabled).toBe(false);
  });
});
