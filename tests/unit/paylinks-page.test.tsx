import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearFaults, getDb, resetDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { LINKS, rowOf } from './product-steps';

const dataRows = () =>
  within(screen.getByTestId('data-table'))
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-id'));

const openList = async () => {
  signInAsDemo();
  const app = await renderApp(LINKS);
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  return app;
};

const newest = () =>
  [...getDb().paylinks].sort((a, b) => b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC))[0];

describe('payment links list (spec 3 §2.8)', () => {
  it('shows product, price, link and creation date, newest first', async () => {
    const requests = recordRequests();
    await openList();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Product',
      'Price',
      'Link',
      'Created',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/paylinks');
    expect(list?.url.searchParams.get('page')).toBe('0');
    expect(list?.url.searchParams.get('size')).toBe('10');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    const link = newest();
    const product = getDb().products.find((candidate) => candidate.id === link?.productId);
    const row = dataRows()[0] as HTMLElement;
    expect(row).toHaveAttribute('data-row-id', link?.id);
    expect(within(row).getByText(product?.name ?? '')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: link?.payLinkUrl })).toHaveAttribute(
      'href',
      link?.payLinkUrl,
    );
  });

  it('copies a link to the clipboard', async () => {
    const app = await openList();
    const link = newest();
    const row = await rowOf(link?.id ?? '');
    await app.user.click(within(row).getByRole('button', { name: /^Copy the link of/ }));
    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(link?.payLinkUrl);
  });

  it("says 'no checkout links linked' with a help text and a create button for an empty list", async () => {
    resetDb('fresh');
    signInAsDemo();
    await renderApp(LINKS);
    const empty = await screen.findByTestId('table-empty');
    expect(within(empty).getByText('No checkout links linked')).toBeInTheDocument();
    expect(within(empty).getByText(/A payment link leads your customers/)).toBeInTheDocument();
    // The dialog test opens the dialog from here.
    expect(within(empty).getByRole('button', { name: 'New payment link' })).toBeInTheDocument();
  });

  it('deletes a link after asking', async () => {
    const requests = recordRequests();
    const app = await openList();
    const link = newest();
    const row = await rowOf(link?.id ?? '');
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete payment link' });
    expect(within(dialog).getByText(link?.payLinkUrl ?? '')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete payment link' }));
    expect(await screen.findByText('Payment link deleted')).toBeInTheDocument();
    expect(requests.find('DELETE', `/paylinks/${link?.id}`)).toHaveLength(1);
    expect(getDb().paylinks.some((candidate) => candidate.id === link?.id)).toBe(false);
    await waitFor(() => expect(document.querySelector(`[data-row-id="${link?.id}"]`)).toBeNull());
  });

  it('shows an error state with retry when the list fails', async () => {
    signInAsDemo();
    setFault('listPaylinks', { status: 500 });
    const app = await renderApp(LINKS);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    clearFaults();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  });
});
