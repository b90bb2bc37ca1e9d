import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { openProductMenu } from './product-steps';

const hasLinks = (productId: string) => getDb().paylinks.some((link) => link.productId === productId);

const openDelete = async (pick: Parameters<typeof openProductMenu>[0]) => {
  const opened = await openProductMenu(pick);
  await opened.app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
  return { ...opened, dialog };
};

describe('deleting a product (spec 3 §7, §8)', () => {
  it('asks the server first and deletes a product without links', async () => {
    const requests = recordRequests();
    const { app, product, dialog } = await openDelete(
      (candidate) => candidate.productType === 'PRODUCT' && !hasLinks(candidate.id),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete product' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(requests.find('GET', `/products/${product.id}/check-delete-eligibility`)).toHaveLength(1);
    expect(within(dialog).queryByText('This product has payment links')).not.toBeInTheDocument();
    await app.user.click(confirm);
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    const [remove] = requests.find('DELETE', `/products/${product.id}`);
    expect(remove?.url.searchParams.has('cascadeDelete')).toBe(false);
    expect(getDb().products.some((candidate) => candidate.id === product.id)).toBe(false);
    await waitFor(() => expect(document.querySelector(`[data-row-id="${product.id}"]`)).toBeNull());
  });

  it('says when the product has payment links (409) and deletes it with them', async () => {
    const requests = recordRequests();
    const { app, product, dialog } = await openDelete((candidate) => hasLinks(candidate.id));
    expect(await within(dialog).findByText('This product has payment links')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete with payment links' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    const [remove] = requests.find('DELETE', `/products/${product.id}`);
    expect(remove?.url.searchParams.get('cascadeDelete')).toBe('true');
    expect(hasLinks(product.id)).toBe(false);
  });

  it("says 'Something went wrong' when the check fails, and offers no delete", async () => {
    setFault('checkProductDeleteEligibility', { status: 500 });
    const { dialog } = await openDelete((candidate) => candidate.productType === 'PRODUCT');
    expect(await within(dialog).findByText('Something went wrong')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete product' })).toBeDisabled();
  });

  it("says 'Something went wrong' when deleting fails, and keeps the product", async () => {
    const { app, product, dialog } = await openDelete(
      (candidate) => candidate.productType === 'DONATION' && !hasLinks(candidate.id),
    );
    setFault('deleteProduct', { status: 500 });
    const confirm = within(dialog).getByRole('button', { name: 'Delete product' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await app.user.click(confirm);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(getDb().products.some((candidate) => candidate.id === product.id)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Delete product' })).toBeInTheDocument();
  });
});
