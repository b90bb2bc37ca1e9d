import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/node';
import { dataRows } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async (url: string) => {
  signInAsDemo();
  return renderApp(url);
};

describe('credit detail (spec 3 §2.5)', () => {
  it('shows the credit, its customer, its credit note (by credit id) and its events, newest first', async () => {
    const note = getDb().creditNotes.find((candidate) => candidate.status === 'PAID');
    const credit = getDb().credits.find((candidate) => candidate.id === note?.creditId);
    if (!credit || !note) throw new Error('no credit with a credit note');
    const requests = recordRequests();
    await open(`/dashboard/transactions/credits/${credit.id}`);
    const card = await screen.findByRole('region', { name: 'Credit' });
    expect(within(card).getByText(credit.purpose ?? '')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Debtor' })).toHaveTextContent(
      credit.customer?.emailAddress ?? '',
    );
    const noteCard = await screen.findByRole('region', { name: 'Credit note' });
    expect(within(noteCard).getByText(note.invoiceNumber ?? '')).toBeInTheDocument();
    expect(within(noteCard).getByRole('link', { name: 'Open credit note' })).toHaveAttribute(
      'href',
      `/dashboard/transactions/credit-notes/${note.id}`,
    );
    expect(requests.find('GET', `/creditNotes/byCreditId/${credit.id}`)).toHaveLength(1);
    const timeline = await screen.findByTestId('detail-timeline');
    await waitFor(() =>
      expect(
        [...timeline.querySelectorAll('[data-card-ref="credit"]')].map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('Credit sent'),
        expect.stringContaining('Handed to the bank'),
        expect.stringContaining('Credit created'),
      ]),
    );
  });

  it('shows a credit without a credit note and offers its events, not its details', async () => {
    const credit = getDb().credits.find(
      (candidate) => !getDb().creditNotes.some((note) => note.creditId === candidate.id),
    );
    const app = await open(`/dashboard/transactions/credits/${credit?.id ?? ''}`);
    const card = await screen.findByRole('region', { name: 'Credit' });
    await app.user.click(within(card).getByRole('button', { name: /^Actions for/ }));
    const menu = await screen.findByTestId('row-action-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Events']);
    expect(screen.queryByRole('region', { name: 'Credit note' })).not.toBeInTheDocument();
  });

  it('says when a credit does not exist', async () => {
    await open('/dashboard/transactions/credits/no-such-credit');
    expect(await screen.findByText('Credit not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to credits' })).toBeInTheDocument();
  });
});

describe("the customer page's credits and credit notes tabs (spec 3 §2.5)", () => {
  it("lists the customer's credits and credit notes without the customer column", async () => {
    const credit = getDb().credits[0];
    const customer = getDb().debitors.find((candidate) => candidate.id === credit?.customer?.id);
    if (!customer) throw new Error('no customer with a credit');
    const requests = recordRequests();
    const base = `/dashboard/debtors/${customer.id}/${encodeURIComponent(customer.emailAddress)}`;
    const app = await open(`${base}/credits`);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(requests.find('GET', '/credits').at(-1)?.url.searchParams.get('debitorRef')).toBe(customer.id);
    expect(screen.getByRole('button', { name: 'New credit' })).toBeInTheDocument();
    await app.router.navigate({ to: `${base}/creditNotes` });
    await waitFor(() =>
      expect(requests.find('GET', '/creditNotes').at(-1)?.url.searchParams.get('debtorRef')).toBe(
        customer.id,
      ),
    );
  });
});
