import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { rowById } from '../list';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { INVOICES, isOpenOnline, menuEntries, openInvoiceMenu, seededInvoice } from '../invoices';

describe('invoice row actions (spec 3 §4)', () => {
  it('fetches the customer by id when the menu opens and shows the actions once it has loaded', async () => {
    const invoice = seededInvoice(isOpenOnline);
    const requests = recordRequests();
    signInAsDemo();
    setFault('getDebitor', { latencyMs: 300, times: 1 });
    const app = await renderApp(`${INVOICES}?statuses=OPEN&size=30`);
    const row = await rowById(invoice.id);
    expect(requests.find('GET', `/debitors/${invoice.debitor?.id}`)).toHaveLength(0);
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    const menu = await screen.findByTestId('row-action-menu');
    expect(within(menu).getByText('Loading …')).toBeInTheDocument();
    await waitFor(() =>
      expect(menuEntries(menu)).toEqual([
        'Cancel invoice',
        'Correction',
        'Download PDF',
        'Events',
        'Details',
      ]),
    );
    expect(requests.find('GET', `/debitors/${invoice.debitor?.id}`)).toHaveLength(1);
  });

  it("shows cancel disabled with 'not allowed for direct debit' for an open direct-debit invoice", async () => {
    const invoice = seededInvoice((item) => item.status === 'OPEN' && item.paymentMethod === 'DIRECT_DEBIT');
    const { menu } = await openInvoiceMenu(invoice);
    const cancel = within(menu).getByRole('menuitem', { name: 'Cancel invoice' });
    expect(cancel).toBeDisabled();
    expect(within(cancel).getByText('Not allowed for direct debit.')).toBeInTheDocument();
  });

  it('opens edit, cancel and correction through the invoice dialogs with the row’s invoice', async () => {
    const open = seededInvoice(isOpenOnline);
    const { app } = await openInvoiceMenu(open);
    await app.user.click(screen.getByRole('menuitem', { name: 'Cancel invoice' }));
    const cancel = await screen.findByRole('dialog', { name: `Cancel invoice ${open.invoiceNumber}` });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(cancel).not.toBeInTheDocument());
    const row = await rowById(open.id);
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Correction' }));
    expect(
      await screen.findByRole('dialog', { name: `Correct invoice ${open.invoiceNumber}` }),
    ).toBeInTheDocument();
    app.unmount();

    const draft = seededInvoice((item) => item.status === 'DRAFT' && item.invoiceType === 'INVOICE');
    const again = await openInvoiceMenu(draft);
    expect(menuEntries(again.menu)).toEqual(['Edit', 'Delete', 'Events']);
    await again.app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit invoice' });
    // The draft itself, loaded into the editor.
    await waitFor(() => expect(within(edit).queryByText('Loading the invoice')).not.toBeInTheDocument());
  });

  it('deletes a draft after a confirmation naming customer and amount', async () => {
    const draft = seededInvoice((item) => item.status === 'DRAFT' && item.invoiceType === 'INVOICE');
    const customer = getDb().debitors.find((item) => item.id === draft.debitor?.id);
    const { app } = await openInvoiceMenu(draft);
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft invoice' });
    const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(draft.total);
    expect(dialog).toHaveTextContent(`${customer?.firstName} ${customer?.lastName}`);
    expect(dialog).toHaveTextContent(amount.replace(/\s/g, ' '));

    setFault('deleteInvoice', { status: 500, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice unsuccessfully deleted: it is still there.')).toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(button).toBeEnabled());
    await app.user.click(button);
    expect(await screen.findByText('Invoice successfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(`[data-row-id="${draft.id}"]`)).toBeNull());
    expect(getDb().invoices.some((item) => item.id === draft.id)).toBe(false);
  });

  it('downloads the PDF of an open invoice, and says so when it fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const open = seededInvoice(isOpenOnline);
    const { app } = await openInvoiceMenu(open);
    setFault('getInvoicePdf', { status: 500, times: 1 });
    await app.user.click(screen.getByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF unsuccessfully downloaded. Please try again.')).toBeInTheDocument();
    const row = await rowById(open.id);
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF successfully downloaded.')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
