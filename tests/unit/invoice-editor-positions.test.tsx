import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addSecondPosition,
  complete,
  fillPosition,
  firstPageCustomer,
  openNewInvoice,
  position,
  totals,
} from './invoice-editor-steps';

describe('new invoice dialog: positions and live amounts (spec 2 §3, §5)', () => {
  it('checks the position: at most 120 characters, quantity greater than 0', async () => {
    const { app, dialog } = await openNewInvoice();
    await fillPosition(app, dialog, 1, { description: 'x'.repeat(121), quantity: '0', price: '1' });
    expect(await within(dialog).findByText('At most 120 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('The quantity must be greater than 0')).toBeInTheDocument();
  });

  it("keeps 'add another' disabled while the form is invalid, and the last position undeletable", async () => {
    const customer = firstPageCustomer((candidate) => candidate.type === 'PERSON' && complete(candidate));
    const { app, dialog } = await openNewInvoice({ debitorId: customer.id });
    const add = await within(dialog).findByRole('button', { name: 'Add another position' });
    expect(add).toBeDisabled();
    await fillPosition(app, dialog, 1, { description: 'Roggenbrot', price: '3,50' });
    await waitFor(() => expect(add).toBeEnabled());
    await app.user.click(add);
    expect(position(dialog, 2)).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Delete position 1' })).toBeEnabled();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete position 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Position 2' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete position 1' })).toBeDisabled();
  });

  it('shows sub-total, tax per rate and total live, in whole cents (3 × 0,10 € at 19 %)', async () => {
    const customer = firstPageCustomer((candidate) => candidate.type === 'PERSON' && complete(candidate));
    const { app, dialog } = await openNewInvoice({ debitorId: customer.id });
    await fillPosition(app, dialog, 1, { description: 'Brötchen', quantity: '3', price: '0,10' });
    const amounts = totals(dialog);
    await waitFor(() => expect(within(amounts).getByText('USt 19%').nextSibling).toHaveTextContent('0,06 €'));
    expect(within(amounts).getByText('Sub-total').nextSibling).toHaveTextContent('0,30 €');
    expect(within(amounts).getByText('Total').nextSibling).toHaveTextContent('0,36 €');
    await addSecondPosition(app, dialog);
    await waitFor(() => expect(within(amounts).getByText('USt 7%').nextSibling).toHaveTextContent('4,90 €'));
    expect(within(amounts).getByText('Total').nextSibling).toHaveTextContent('75,26 €');
  });
});
