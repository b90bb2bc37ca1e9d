import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, resetDb } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { chooseProduct, LINKS, openNewLink, select } from './product-steps';

const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

describe('payment link dialog: products and editing (spec 3 §2.8)', () => {
  it('makes a new product from the link dialog and returns with it chosen', async () => {
    resetDb('fresh');
    signInAsDemo();
    const app = await renderApp(LINKS);
    const empty = await screen.findByTestId('table-empty');
    await app.user.click(within(empty).getByRole('button', { name: 'New payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment link' });
    await app.user.click(within(dialog).getByRole('button', { name: 'New product' }));
    const productDialog = await screen.findByRole('dialog', { name: 'New product' });
    await app.user.click(within(productDialog).getByRole('button', { name: 'Continue' }));
    await app.user.type(await within(productDialog).findByRole('textbox', { name: /^Name/ }), 'Brezel');
    await app.user.type(within(productDialog).getByRole('textbox', { name: /^Price/ }), '1,20');
    const save = within(productDialog).getByRole('button', { name: 'Create product' });
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    const back = await screen.findByRole('dialog', { name: 'New payment link' });
    await waitFor(() =>
      expect(within(back).getByRole('combobox', { name: /^Product/ })).toHaveValue('Brezel'),
    );
    await app.user.click(within(back).getByRole('button', { name: 'Create payment link' }));
    expect(await screen.findByText('Payment link created')).toBeInTheDocument();
    expect(getDb().paylinks).toHaveLength(1);
  });

  it('deletes the chosen product with its links (the cascade question) and clears the choice', async () => {
    const { app, dialog } = await openNewLink();
    await chooseProduct(app, dialog, 'Brot-Abo Familie');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(await within(confirm).findByText('This product has payment links')).toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete with payment links' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    const back = await screen.findByRole('dialog', { name: 'New payment link' });
    expect(within(back).getByRole('combobox', { name: /^Product/ })).toHaveValue('');
    expect(getDb().products.some((product) => product.name === 'Brot-Abo Familie')).toBe(false);
  });

  it('edits a link: its values first, PUT on save, edited alert', async () => {
    const requests = recordRequests();
    const link = getDb().paylinks.find((candidate) => candidate.redirectUrl && candidate.notifyCreditor);
    signInAsDemo();
    const app = await renderApp(`${LINKS}?size=30`);
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-row-id="${link?.id}"]`);
      if (!found) throw new Error('row not shown yet');
      return found;
    });
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment link' });
    expect(await within(dialog).findByRole('textbox', { name: /^Redirect URL/ })).toHaveValue(
      link?.redirectUrl,
    );
    expect(checkbox(dialog, 'Notify me of each checkout')).toBeChecked();
    await select(app, dialog, /^Payment time/, 'Pay later');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Payment link edited')).toBeInTheDocument();
    expect(requests.find('PUT', `/paylinks/${link?.id}`)[0]?.body).toMatchObject({
      paymentTime: 'PAY_LATER',
      redirectUrl: link?.redirectUrl,
      creditorEmailAddress: link?.creditorEmailAddress,
    });
  });
});
