import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/node';
import { recordRequests } from '../requests';
import { chooseType, dropImage, field, image, openNewProduct, select, typeInto } from './product-steps';
import { shownValues } from './wizard-steps';
import { ProductDialog } from '@/features/products/product-dialog/product-dialog';
import { fill, renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create product' });

describe('product dialog: a new product (spec 2 §5, §8)', () => {
  it('creates a product: comma price, 7 % with the description USt (7%), no custom fields', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    expect(save(dialog)).toBeDisabled();
    await fill(app.user, field(dialog, /^Name/), 'Laugenbrezel');
    expect(save(dialog)).toBeDisabled();
    await app.user.type(field(dialog, /^Price/), '1,25');
    await select(app, dialog, 'Tax', '7 %');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    await app.user.click(save(dialog));

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New product' })).not.toBeInTheDocument(),
    );
    const [post] = requests.find('POST', '/products');
    expect(post?.body).toEqual({
      name: 'Laugenbrezel',
      productType: 'PRODUCT',
      price: 1.25,
      billingType: 'ONE_TIME',
      recurringBillingPeriod: 'NONE',
      taxRate: { description: 'USt (7%)', rate: 7 },
      donationOptions: { isEnabled: false },
      customFields: [],
    });
    expect(getDb().products.some((product) => product.name === 'Laugenbrezel')).toBe(true);
  });

  it('says what is wrong: name, length limits, price positive', async () => {
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    await app.user.click(field(dialog, /^Name/));
    await app.user.tab();
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await app.user.click(field(dialog, /^Name/));
    await app.user.paste('x'.repeat(65));
    expect(await within(dialog).findByText('The name may have at most 64 characters')).toBeInTheDocument();
    await app.user.click(field(dialog, /^Description/));
    await app.user.paste('y'.repeat(1001));
    await app.user.tab();
    expect(
      await within(dialog).findByText('The description may have at most 1000 characters'),
    ).toBeInTheDocument();
    await app.user.type(field(dialog, /^Price/), '0');
    await app.user.tab();
    expect(await within(dialog).findByText('The price must be positive')).toBeInTheDocument();
    await app.user.clear(field(dialog, /^Price/));
    await app.user.tab();
    expect(await within(dialog).findByText('Price is required')).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
  });

  it('needs the billing period of a recurring product, and keeps a typed tax description', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    await fill(app.user, field(dialog, /^Name/), 'Brot-Abo Single');
    await app.user.type(field(dialog, /^Price/), '14,90');
    await typeInto(app, field(dialog, 'Tax description'), 'MwSt. 19 %');
    await select(app, dialog, /^Billing$/, 'Recurring');
    expect(
      await within(dialog).findByText('Choose a billing period for a recurring product'),
    ).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
    await select(app, dialog, /^Billing period/, 'Monthly');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    await app.user.click(save(dialog));
    await screen.findByText('Product created successfully');
    expect(requests.find('POST', '/products')[0]?.body).toMatchObject({
      billingType: 'RECURRING',
      recurringBillingPeriod: 'MONTHLY',
      price: 14.9,
      taxRate: { description: 'MwSt. 19 %', rate: 19 },
    });
  });

  it('keeps custom fields with label and type, drops empty rows, needs the type of a filled row', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    await fill(app.user, field(dialog, /^Name/), 'Backkurs Brezeln');
    await app.user.type(field(dialog, /^Price/), '59');
    const first = within(dialog).getByRole('group', { name: 'Field 1' });
    await app.user.type(within(first).getByRole('textbox', { name: 'Label' }), 'Kurstermin');
    expect(await within(first).findByText('The custom field type is required')).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
    await select(app, first, 'Type', 'Date');
    await app.user.click(within(first).getByRole('checkbox', { name: 'Required' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    const second = within(dialog).getByRole('group', { name: 'Field 2' });
    await app.user.type(within(second).getByRole('textbox', { name: 'External identifier' }), 'x');
    expect(await within(second).findByText('Label is required')).toBeInTheDocument();
    await app.user.clear(within(second).getByRole('textbox', { name: 'External identifier' }));
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    await app.user.click(save(dialog));
    await screen.findByText('Product created successfully');
    expect(requests.find('POST', '/products')[0]?.body).toMatchObject({
      customFields: [{ fieldLabel: 'Kurstermin', fieldType: 'DATE', required: true }],
    });
  });
  it('keeps every detail, custom field and image from the details back to the type and forward again', async () => {
    signInAsDemo();
    const app = await renderWithProviders(<ProductDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await chooseType(app, dialog, 'Product');
    for (const [name, text] of [
      [/^Name/, 'Backkurs Brezeln'],
      [/^Description/, 'Drei Stunden in der Backstube'],
      [/^Price/, '59,90'],
    ] as const) {
      await app.user.click(field(dialog, name));
      await app.user.paste(text);
    }
    await select(app, dialog, 'Tax', '7 %');
    await app.user.click(field(dialog, /^Tax description/));
    await app.user.paste('MwSt. ermäßigt');
    await select(app, dialog, /^Billing$|^Billing \*/, 'Recurring');
    await select(app, dialog, /^Billing period/, 'Yearly');
    const first = within(dialog).getByRole('group', { name: 'Field 1' });
    await app.user.click(within(first).getByRole('textbox', { name: 'Label' }));
    await app.user.paste('Kurstermin');
    await app.user.click(within(first).getByRole('textbox', { name: 'External identifier' }));
    await app.user.paste('termin');
    await select(app, first, 'Type', 'Date');
    await app.user.click(within(first).getByRole('checkbox', { name: 'Required' }));
    dropImage(dialog, image('brezel.png', 'image/png'));
    await within(dialog).findByTestId('image-file');
    const filled = shownValues(dialog);

    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('radio', { name: /^Product/ })).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('textbox', { name: /^Name/ });
    expect(within(dialog).getByTestId('image-file')).toHaveTextContent('brezel.png');
    expect(within(dialog).getByRole('combobox', { name: /^Billing period/ })).toHaveValue('Yearly');
    expect(shownValues(dialog)).toEqual(filled);
  });
});
