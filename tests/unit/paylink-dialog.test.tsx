import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { chooseProduct, openNewLink, select } from './product-steps';

const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });
const create = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create payment link' });

describe('payment link dialog: the rules (spec 3 §5)', () => {
  it('creates a SUBSCRIBE link with a receipt for a recurring product: address locked on, no quantity', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewLink();
    await waitFor(() => expect(requests.find('GET', '/products')).toHaveLength(1));
    const [products] = requests.find('GET', '/products');
    expect(products?.url.searchParams.get('size')).toBe('1000');
    expect(products?.url.searchParams.get('offset')).toBe('0');
    await chooseProduct(app, dialog, 'Brot-Abo Wochenende');
    expect(within(dialog).getByRole('combobox', { name: /^Checkout button label/ })).toHaveValue('Subscribe');
    expect(checkbox(dialog, 'Allow changing the quantity')).toBeDisabled();
    expect(within(dialog).getByText('Not possible for donations or recurring products.')).toBeInTheDocument();
    await app.user.click(checkbox(dialog, 'Generate a receipt'));
    expect(checkbox(dialog, "Require the buyer's address")).toBeChecked();
    expect(checkbox(dialog, "Require the buyer's address")).toBeDisabled();
    await app.user.click(create(dialog));

    expect(await screen.findByText('Payment link created')).toBeInTheDocument();
    const product = getDb().products.find((candidate) => candidate.name === 'Brot-Abo Wochenende');
    expect(requests.find('POST', '/paylinks')[0]?.body).toEqual({
      productId: product?.id,
      checkoutButtonLabel: 'SUBSCRIBE',
      paymentTime: 'INSTANT',
      generateReceipt: true,
      allowQuantityChange: false,
      requireAddress: true,
      notifyCreditor: false,
      includeRedirectUrl: false,
      metadata: [],
    });
  });

  it('offers SUBSCRIBE only for recurring products, and quantity change for one-time products', async () => {
    const { app, dialog } = await openNewLink();
    await chooseProduct(app, dialog, 'Backkurs Sauerteig');
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Checkout button label/ }));
    const labels = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(labels).toEqual(['Buy', 'Donate', 'Pay']);
    await app.user.keyboard('{Escape}');
    expect(checkbox(dialog, 'Allow changing the quantity')).toBeEnabled();
    await chooseProduct(app, dialog, 'Spende Tafel Berlin');
    expect(checkbox(dialog, 'Allow changing the quantity')).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Checkout button label/ })).toHaveValue('Donate');
  });

  it('needs a product, the e-mail to notify (team members offered), an https redirect, field pairs', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewLink();
    await app.user.click(checkbox(dialog, 'Notify me of each checkout'));
    await app.user.click(checkbox(dialog, 'Redirect the buyer after paying'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    const row = within(dialog).getByRole('group', { name: 'Field 1' });
    await app.user.type(within(row).getByRole('textbox', { name: 'Label' }), 'Wunschtermin');
    await app.user.click(create(dialog));
    expect(await within(dialog).findByText('Choose a product')).toBeInTheDocument();
    expect(within(dialog).getByText('The e-mail address to notify is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The redirect URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The type is required when a label is entered')).toBeInTheDocument();

    await app.user.type(
      within(dialog).getByRole('textbox', { name: /^Redirect URL/ }),
      'http://shop.de/danke',
    );
    expect(await within(dialog).findByText('The URL must start with https://')).toBeInTheDocument();
    expect(requests.find('GET', '/paylinks/team-members')).toHaveLength(1);
    const member = getDb().users[0];
    await select(app, dialog, /^E-mail address to notify/, new RegExp(`\\(${member?.emailAddress}\\)`));
    await waitFor(() =>
      expect(within(dialog).queryByText('The e-mail address to notify is required')).not.toBeInTheDocument(),
    );
    expect(requests.find('POST', '/paylinks')).toHaveLength(0);
  });

  it('searches 5 products after a pause in typing; names are cut to 15 characters', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openNewLink();
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Product/ }));
    expect(await screen.findByRole('option', { name: 'Monatliche Pate…' })).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('combobox', { name: /^Product/ }), 'Stollen');
    await waitFor(() =>
      expect(requests.find('GET', '/products').at(-1)?.url.searchParams.get('search')).toBe('Stollen'),
    );
    const search = requests.find('GET', '/products').at(-1);
    expect(search?.url.searchParams.get('size')).toBe('5');
    expect(
      requests.find('GET', '/products').filter((request) => request.url.searchParams.has('search')),
    ).toHaveLength(1);
    expect(await screen.findByRole('option', { name: 'Dresdner Christ…' })).toBeInTheDocument();
  });

  it('says when creating fails and keeps the choices', async () => {
    setFault('createPaylink', { status: 500 });
    const { app, dialog } = await openNewLink();
    await chooseProduct(app, dialog, 'Backkurs Sauerteig');
    await app.user.click(create(dialog));
    expect(await screen.findByText('The payment link could not be created')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Product/ })).toHaveValue('Backkurs Sauert…');
  });
});
