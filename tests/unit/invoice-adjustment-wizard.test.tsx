import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListInvoicesQueryKey } from '@generated/api/invoices/invoices';
import type { Invoice } from '@generated/model/invoice';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { complete, invoiceWhere, launch, position, type Rendered } from './invoice-editor-steps';
import { shownValues } from './wizard-steps';

const openOnline = () =>
  invoiceWhere(
    (invoice) =>
      invoice.status === 'OPEN' &&
      invoice.invoiceType === 'INVOICE' &&
      invoice.paymentMethod === 'ONLINE_PAYMENT',
  );
/** A paid invoice whose customer can still be invoiced (a complete address). */
const paid = () =>
  invoiceWhere(
    (invoice) =>
      invoice.status === 'PAID' &&
      invoice.invoiceType === 'INVOICE' &&
      complete(getDb().debitors.find((customer) => customer.id === invoice.debitor?.id)),
  );

const openWizard = (kind: 'cancel' | 'correct', invoice: Invoice) =>
  launch(
    (dialogs) => dialogs[kind](invoice),
    `${kind === 'cancel' ? 'Cancel' : 'Correct'} invoice ${invoice.invoiceNumber ?? ''}`,
  );

const fillReasons = async (app: Rendered, dialog: HTMLElement, external: string, internal: string) => {
  await app.user.click(within(dialog).getByRole('textbox', { name: /^Reason for the customer/ }));
  await app.user.paste(external);
  await app.user.click(within(dialog).getByRole('textbox', { name: /^Internal reason/ }));
  await app.user.paste(internal);
};

/** A list of invoices in the cache, to see it go stale. */
const seedList = (app: Rendered) => {
  const key = getListInvoicesQueryKey({ page: 0, size: 10 });
  app.queryClient.setQueryData(key, {
    _embedded: { invoices: [] },
    page: { size: 10, totalElements: 0, totalPages: 0, number: 0 },
  });
  return () => app.queryClient.getQueryState(key)?.isInvalidated;
};

describe('cancellation wizard (spec 3 §4)', () => {
  it('creates the cancellation invoice, previews its PDF, and finalizes it once reviewed', async () => {
    const requests = recordRequests();
    const invoice = openOnline();
    const { app, dialog } = await openWizard('cancel', invoice);
    const listIsStale = seedList(app);
    await fillReasons(app, dialog, 'Doppelt berechnet\nbitte ignorieren', 'Ticket 4711');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create cancellation invoice' }));
    expect(
      await within(dialog).findByRole('button', {
        name: `Download Stornierung_${invoice.invoiceNumber}.pdf`,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTitle('PDF preview')).toBeInTheDocument();
    const [created] = requests.find('POST', '/invoices/cancel');
    expect(created?.body).toEqual({
      refToOriginalInvoice: invoice.id,
      invoiceCorrectionReasonExternal: 'Doppelt berechnet\nbitte ignorieren',
      invoiceCorrectionReasonInternal: 'Ticket 4711',
    });
    const draft = getDb().invoices.find(
      (candidate) =>
        candidate.invoiceType === 'CANCELLATION_INVOICE' && candidate.originalInvoiceId === invoice.id,
    );
    expect(requests.find('POST', `/invoices/cancel/finalize-preview/${draft?.id}`)).toHaveLength(1);

    const finalize = within(dialog).getByRole('button', { name: 'Finalize and send' });
    expect(finalize).toBeDisabled();
    await app.user.click(
      within(dialog).getByRole('checkbox', { name: 'I have reviewed the cancellation invoice' }),
    );
    expect(finalize).toBeEnabled();
    await app.user.click(finalize);
    expect(await screen.findByText('Successfully sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find('POST', `/invoices/cancel/finalize/${draft?.id}`)).toHaveLength(1);
    expect(getDb().invoices.find((candidate) => candidate.id === invoice.id)?.status).toBe('CANCELLED');
    expect(listIsStale()).toBe(true);
  });

  it('allows at most 60 characters per reason', async () => {
    const { app, dialog } = await openWizard('cancel', openOnline());
    await fillReasons(app, dialog, 'x'.repeat(61), 'y'.repeat(61));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create cancellation invoice' }));
    expect(await within(dialog).findAllByText('Between 5 and 60 characters')).toHaveLength(2);
  });

  it("says 'unsuccessfully cancelled' when the cancellation invoice cannot be created", async () => {
    setFault('cancelInvoice', { status: 500 });
    const { app, dialog } = await openWizard('cancel', openOnline());
    await app.user.click(within(dialog).getByRole('button', { name: 'Create cancellation invoice' }));
    expect(
      await screen.findByText('Unsuccessfully cancelled: the cancellation invoice could not be created.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create cancellation invoice' })).toBeEnabled();
  });

  it("says 'unsuccessfully sent' when finalizing fails, and the lists reload all the same", async () => {
    setFault('finalizeInvoiceCancellation', { status: 500 });
    const { app, dialog } = await openWizard('cancel', openOnline());
    const listIsStale = seedList(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Create cancellation invoice' }));
    await app.user.click(
      await within(dialog).findByRole('checkbox', { name: 'I have reviewed the cancellation invoice' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Finalize and send' }));
    expect(
      await screen.findByText('Unsuccessfully sent: the document could not be finalized.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(listIsStale()).toBe(true));
  });
});

describe('correction wizard (spec 3 §4)', () => {
  it('creates the corrective invoice, changes its positions, previews and finalizes it', async () => {
    const requests = recordRequests();
    const invoice = paid();
    const { app, dialog } = await openWizard('correct', invoice);
    await fillReasons(app, dialog, 'Falsche Menge berechnet', 'Lieferschein 118');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create corrective invoice' }));
    const first = await within(dialog).findByRole('group', { name: 'Position 1' });
    expect(within(first).getByRole('textbox', { name: /^Description/ })).toHaveValue(
      invoice.positions?.[0]?.description,
    );
    const quantity = within(position(dialog, 1)).getByRole('textbox', { name: /^Quantity/ });
    await app.user.clear(quantity);
    await app.user.type(quantity, '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save and preview' }));
    expect(
      await within(dialog).findByRole('button', { name: `Download Korrektur_${invoice.invoiceNumber}.pdf` }),
    ).toBeInTheDocument();
    const draft = getDb().invoices.find(
      (candidate) =>
        candidate.invoiceType === 'CORRECTIVE_INVOICE' && candidate.originalInvoiceId === invoice.id,
    );
    const [put] = requests.find('PUT', `/invoices/${draft?.id}`);
    expect(put?.body).toMatchObject({ positions: [{ quantity: 2 }] });
    expect(draft?.positions?.[0]?.quantity).toBe(2);

    await app.user.click(
      within(dialog).getByRole('checkbox', { name: 'I have reviewed the corrective invoice' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Finalize and send' }));
    expect(await screen.findByText('Successfully sent.')).toBeInTheDocument();
    expect(requests.find('POST', `/invoices/corrections/finalize/${draft?.id}`)).toHaveLength(1);
    expect(getDb().invoices.find((candidate) => candidate.id === invoice.id)?.status).toBe('CANCELLED');
  });

  it('keeps every changed position, one taken from a product found by a search, from the preview back', async () => {
    const { app, dialog } = await openWizard('correct', paid());
    await fillReasons(app, dialog, 'Falsche Menge berechnet', 'Lieferschein 118');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create corrective invoice' }));
    const first = await within(dialog).findByRole('group', { name: 'Position 1' });
    for (const [name, text] of [
      [/^Description/, 'Brötchen korrigiert'],
      [/^Sub text/, 'Lieferung 12.11.'],
      [/^Quantity/, '2'],
      [/^Net price/, '4,25'],
    ] as const) {
      await app.user.clear(within(first).getByRole('textbox', { name }));
      await app.user.paste(text);
    }
    await app.user.click(within(first).getByRole('combobox', { name: 'Tax' }));
    await app.user.click(await screen.findByRole('option', { name: 'USt 7%' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add another position' }));
    await app.user.click(within(position(dialog, 2)).getByRole('combobox', { name: /^Take position 2/ }));
    await app.user.paste('Kaffee');
    await app.user.click(await screen.findByRole('option', { name: 'Kaffee-Flatrate Büro' }));
    const filled = shownValues(within(dialog).getByRole('form'));

    await app.user.click(within(dialog).getByRole('button', { name: 'Save and preview' }));
    await within(dialog).findByRole('button', { name: /^Download Korrektur_/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('group', { name: 'Position 2' })).toBeInTheDocument();
    expect(within(position(dialog, 1)).getByRole('textbox', { name: /^Sub text/ })).toHaveValue(
      'Lieferung 12.11.',
    );
    expect(shownValues(within(dialog).getByRole('form'))).toEqual(filled);
  });

  it("says 'correction unsuccessfull' when the corrective invoice cannot be created", async () => {
    setFault('correctInvoice', { status: 500 });
    const { app, dialog } = await openWizard('correct', paid());
    await app.user.click(within(dialog).getByRole('button', { name: 'Create corrective invoice' }));
    expect(
      await screen.findByText('Correction unsuccessfull: the corrective invoice could not be created.'),
    ).toBeInTheDocument();
  });
});
