import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { chooseType, dropImage, field, image, openNewProduct, PRODUCTS } from './product-steps';

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create product' });

describe('product dialog: image, failures, closing (spec 2 §2, §5, §8)', () => {
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
