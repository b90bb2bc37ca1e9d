/** Shared steps of the product and payment link tests. */
import { fireEvent, screen, within } from '@testing-library/react';
import type { Product } from '@generated/model/product';
import { getDb } from '../../mocks/node';
import { optionName } from '@/features/products/product-labels';
import { rowById } from '../list';
import { renderApp, type AppRender } from '../render';
import { signInAsDemo } from '../sign-in';

export const PRODUCTS = '/dashboard/checkouts/products';
export const LINKS = '/dashboard/checkouts/links';

/** Opens the new product dialog from the products list. */
export const openNewProduct = async () => {
  signInAsDemo();
  const app = await renderApp(PRODUCTS);
  await app.user.click(await screen.findByRole('button', { name: 'New product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New product' });
  return { app, dialog };
};

/** The products list searched down to one seeded product, with its row menu open. */
export const openProductMenu = async (pick: (product: Product) => boolean) => {
  const product = getDb().products.find(pick);
  if (!product) throw new Error('the seed has no such product');
  signInAsDemo();
  const app = await renderApp(`${PRODUCTS}?search=${encodeURIComponent(product.name)}`);
  const row = await rowById(product.id);
  await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  await screen.findByTestId('row-action-menu');
  return { app, product, row };
};

export const chooseType = async (
  app: Pick<AppRender, 'user'>,
  dialog: HTMLElement,
  type: 'Product' | 'Donation',
) => {
  await app.user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${type}`) }));
  await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByRole('textbox', { name: /^Name/ });
};

export const field = (dialog: HTMLElement, name: RegExp | string) =>
  within(dialog).getByRole('textbox', { name });

export const select = async (
  app: Pick<AppRender, 'user'>,
  dialog: HTMLElement,
  name: RegExp | string,
  option: RegExp | string,
) => {
  await app.user.click(within(dialog).getByRole('combobox', { name }));
  await app.user.click(await screen.findByRole('option', { name: option }));
};

export const typeInto = async (app: AppRender, input: HTMLElement, text: string) => {
  await app.user.clear(input);
  await app.user.type(input, text);
};

export const image = (name: string, type: string, bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) =>
  new File([new Uint8Array([...bytes, 0, 0, 0, 0])], name, { type });

export const dropImage = (dialog: HTMLElement, file: File) => {
  const input = within(dialog).getByTestId('image-dropzone').querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

/** Opens the new payment link dialog from the links list. */
export const openNewLink = async (url = LINKS) => {
  signInAsDemo();
  const app = await renderApp(url);
  await app.user.click(await screen.findByRole('button', { name: 'New payment link' }));
  const dialog = await screen.findByRole('dialog', { name: 'New payment link' });
  return { app, dialog };
};

/** Chooses a seeded product in the link dialog's picker (names are cut to 15 characters there). */
export const chooseProduct = async (app: AppRender, dialog: HTMLElement, name: string) => {
  await app.user.click(within(dialog).getByRole('combobox', { name: /^Product/ }));
  await app.user.click(await screen.findByRole('option', { name: optionName(name) }));
};
