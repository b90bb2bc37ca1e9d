import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFault } from '../../mocks/node';
import { INVOICES, seededInvoice } from '../invoices';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

describe('invoice detail (spec 3 §2.5)', () => {
  it('shows the invoice with its cards and links the original and its cancellation invoice', async () => {
    const cancellation = seededInvoice((invoice) => invoice.invoiceType === 'CANCELLATION_INVOICE');
    const original = seededInvoice((invoice) => invoice.id === cancellation.originalInvoiceId);
    signInAsDemo();
    const app = await renderApp(`${INVOICES}/${original.id}`);
    expect(
      await screen.findByRole('heading', { name: `Invoice ${original.invoiceNumber}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Debtor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invoice' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Payment' })).toBeInTheDocument();
    expect(await screen.findByTestId('detail-timeline')).toHaveTextContent('Invoice finalised');

    const related = await screen.findByRole('region', { name: 'Related invoices' });
    await app.user.click(within(related).getByRole('link', { name: 'Cancelled invoice' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`${INVOICES}/${cancellation.id}`));
    expect(
      await screen.findByRole('heading', { name: `Cancelled invoice ${cancellation.invoiceNumber}` }),
    ).toBeInTheDocument();
    const back = await screen.findByRole('region', { name: 'Related invoices' });
    expect(within(back).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      `${INVOICES}/${original.id}`,
    );
  });

  it('says so when the invoice does not exist', async () => {
    signInAsDemo();
    setFault('getInvoice', { status: 404 });
    await renderApp(`${INVOICES}/00000000-0000-4000-8000-00000000ffff`);
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toBeInTheDocument();
  });
});
