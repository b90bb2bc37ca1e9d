import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { chooseType, field, openNewProduct, openProductMenu, typeInto } from './product-steps';

describe('product dialog: a donation (spec 2 §3, §5)', () => {
  it('has tax 0, a default amount at least the minimum and options 15, 25, 50 at least the minimum', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Donation');
    const save = within(dialog).getByRole('button', { name: 'Create product' });
    expect(within(dialog).getByTestId('donation-tax')).toHaveTextContent('Donations carry no tax (0 %).');
    expect(within(dialog).queryByRole('combobox', { name: 'Tax' })).not.toBeInTheDocument();
    await app.user.type(field(dialog, /^Name/), 'Spende Backstube');
    await app.user.type(field(dialog, /^Minimum amount/), '10');
    await app.user.type(field(dialog, /^Default donation amount/), '5');
    await app.user.tab();
    expect(
      await within(dialog).findByText('Default donation amount has to be bigger than min price'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await typeInto(app, field(dialog, /^Default donation amount/), '20');
    await app.user.tab();
    await waitFor(() => expect(within(dialog).queryByText(/has to be bigger/)).not.toBeInTheDocument());

    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Offer donation options' }));
    expect(field(dialog, /^Option 1/)).toHaveValue('15');
    expect(field(dialog, /^Option 2/)).toHaveValue('25');
    expect(field(dialog, /^Option 3/)).toHaveValue('50');
    // A higher minimum checks the options entered again.
    await typeInto(app, field(dialog, /^Minimum amount/), '20');
    expect(
      await within(dialog).findByText('Each donation option must be at least the minimum amount'),
    ).toBeInTheDocument();
    await typeInto(app, field(dialog, /^Option 1/), '0');
    await app.user.tab();
    expect(await within(dialog).findByText('The amount must be positive')).toBeInTheDocument();
    await typeInto(app, field(dialog, /^Option 1/), '20');
    await app.user.tab();
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(requests.find('POST', '/products')[0]?.body).toEqual({
      name: 'Spende Backstube',
      productType: 'DONATION',
      price: 20,
      billingType: 'ONE_TIME',
      recurringBillingPeriod: 'NONE',
      taxRate: { description: 'USt (0%)', rate: 0 },
      defaultDonationAmount: 20,
      donationOptions: { isEnabled: true, option1: 20, option2: 25, option3: 50 },
      customFields: [],
    });
  });
});

describe('product dialog: editing (spec 3 §2.4, §5, §8)', () => {
  it('starts at the edit step with the values, saves only a change, and says so', async () => {
    const requests = recordRequests();
    const { app, product } = await openProductMenu((candidate) => candidate.name === 'Backkurs Sauerteig');
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(field(dialog, /^Name/)).toHaveValue('Backkurs Sauerteig');
    const first = within(dialog).getByRole('group', { name: 'Field 1' });
    expect(within(first).getByRole('textbox', { name: 'Label' })).toHaveValue(
      'Name der teilnehmenden Person',
    );
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await typeInto(app, field(dialog, /^Name/), 'Backkurs Sauerteig für Einsteiger');
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    const [put] = requests.find('PUT', `/products/${product.id}`);
    expect(put?.body).toMatchObject({ name: 'Backkurs Sauerteig für Einsteiger', productType: 'PRODUCT' });
    expect(getDb().products.find((candidate) => candidate.id === product.id)?.name).toBe(
      'Backkurs Sauerteig für Einsteiger',
    );
  });

  it('goes back to the type choice; switching a donation to PRODUCT turns its options off', async () => {
    const requests = recordRequests();
    const { app, product } = await openProductMenu((candidate) => candidate.name === 'Spende Tafel Berlin');
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(within(dialog).getByRole('checkbox', { name: 'Offer donation options' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const donation = await within(dialog).findByRole('radio', { name: /^Donation/ });
    expect(donation).toBeChecked();
    await app.user.click(within(dialog).getByRole('radio', { name: /^Product/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Tax' })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Product saved');
    const body = requests.find('PUT', `/products/${product.id}`)[0]?.body;
    expect(body).toMatchObject({ productType: 'PRODUCT', donationOptions: { isEnabled: false } });
    expect(body).not.toHaveProperty('defaultDonationAmount');
  });

  it("says 'unexpected error' when saving fails and keeps the dialog open", async () => {
    const { app } = await openProductMenu((candidate) => candidate.name === 'Geschenkgutschein 50 €');
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    await typeInto(app, field(dialog, /^Description/), 'Ein Gutschein für alles aus der Backstube.');
    setFault('updateProduct', { status: 500 });
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(field(dialog, /^Description/)).toHaveValue('Ein Gutschein für alles aus der Backstube.');
  });
});
