import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import {
  chooseType,
  dropImage,
  field,
  image,
  openNewProduct,
  PRODUCTS,
  select,
  typeInto,
} from './product-steps';

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create product' });

describe('product dialog: a new product (spec 2 §5, §8)', () => {
  it('creates a product: comma price, 7 % with the description USt (7%), no custom fields', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    expect(save(dialog)).toBeDisabled();
    await app.user.type(field(dialog, /^Name/), 'Laugenbrezel');
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
    await app.user.type(field(dialog, /^Name/), 'Brot-Abo Single');
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
    await app.user.type(field(dialog, /^Name/), 'Backkurs Brezeln');
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

  it('uploads a png after the product is saved, and refuses other formats', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    await app.user.type(field(dialog, /^Name/), 'Nussecke');
    await app.user.type(field(dialog, /^Price/), '2,20');
    dropImage(dialog, image('bild.gif', 'image/gif', [0x47, 0x49, 0x46]));
    expect(
      await within(dialog).findByText('Unsupported format: only JPEG and PNG images are allowed'),
    ).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
    dropImage(dialog, image('nussecke.png', 'image/png'));
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    expect(within(dialog).getByTestId('image-file')).toHaveTextContent('nussecke.png');
    await app.user.click(save(dialog));
    await screen.findByText('Product created successfully');
    const created = getDb().products.find((product) => product.name === 'Nussecke');
    await waitFor(() => expect(requests.find('PUT', `/products/${created?.id}/image`)).toHaveLength(1));
    expect(created?.image?.blobURL).toMatch(/^data:image\/png;base64,/);
  });

  it("says 'unexpected error' when creating fails and keeps what was typed", async () => {
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    await app.user.type(field(dialog, /^Name/), 'Zimtschnecke');
    await app.user.type(field(dialog, /^Price/), '3');
    setFault('createProduct', { status: 500 });
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    await app.user.click(save(dialog));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(field(dialog, /^Name/)).toHaveValue('Zimtschnecke');
    expect(screen.getByRole('dialog', { name: 'New product' })).toBeInTheDocument();
  });

  it('asks before discarding a changed form; back returns to it as it was', async () => {
    const { app, dialog } = await openNewProduct();
    await chooseType(app, dialog, 'Product');
    await app.user.type(field(dialog, /^Name/), 'Mohnstriezel');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(await within(dialog).findByText('Discard your changes?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toHaveValue('Mohnstriezel');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await app.user.click(await within(dialog).findByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New product' })).not.toBeInTheDocument(),
    );
    expect(getDb().products.some((product) => product.name === 'Mohnstriezel')).toBe(false);
  });

  it('closes an unchanged form without asking', async () => {
    const { app, dialog } = await openNewProduct();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New product' })).not.toBeInTheDocument(),
    );
  });

  it('opens for ?action=new and takes the action out of the address when closed', async () => {
    signInAsDemo();
    const app = await renderApp(`${PRODUCTS}?action=new`);
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(app.router.state.location.pathname).toBe(PRODUCTS);
  });
});
