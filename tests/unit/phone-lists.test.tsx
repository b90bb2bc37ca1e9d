/**
 * Lists on a phone (below Mantine's `sm`): rows as cards by their columns' card roles, and the
 * filters other than the search in a drawer behind a 'Filters' button that counts them.
 */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@generated/model/payment';
import { DataTable } from '@/components/list/table/data-table';
import { createDataColumnHelper } from '@/components/list/table/features';
import { RowActionMenu } from '@/components/list/table/row-action-menu';
import { FilterBar } from '@/components/list/filters/filter-bar';
import type { FilterDef } from '@/components/list/filters/filters';
import { PHONE_QUERY } from '@/components/form/use-date-dropdown';
import { getPaymentColumns } from '@/features/payments/payments-columns';
import type { PaymentsSearchValues } from '@/features/payments/payments-search';
import { mediaQueryList } from '../match-media';
import { renderWithProviders } from '../render';

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query === PHONE_QUERY),
  );
});
afterEach(() => vi.restoreAllMocks());

const payments: Payment[] = [
  {
    id: 'p-1',
    state: 'PENDING',
    purpose: 'Rechnung 2026-114',
    amount: 1250.5,
    paymentMethod: 'DIRECT_DEBIT',
    createdDateTimeUTC: '2026-11-03T09:30:00Z',
    debitor: { firstName: 'Pia', lastName: 'Brandt', emailAddress: 'pia@example.de' },
  },
];

const select = createDataColumnHelper<Payment>().display({
  id: 'select',
  meta: { card: 'select' },
  header: () => <input type="checkbox" aria-label="Select all rows on this page" />,
  cell: (info) => <input type="checkbox" aria-label={`Select ${info.row.original.purpose}`} />,
});

/** One page of rows, loaded. */
const onePage = {
  page: 1,
  pageSize: 25,
  onPageChange: () => undefined,
  onPageSizeChange: () => undefined,
  loading: false,
  error: null,
  onRetry: () => undefined,
};

const PaymentCards = ({ onReminder }: { onReminder: () => void }) => {
  const { t } = useTranslation(['payments', 'lists']);
  return (
    <DataTable
      label="Payments"
      columns={[select, ...getPaymentColumns(t)]}
      rows={payments}
      getRowId={(row) => row.id}
      totalElements={1}
      {...onePage}
      emptyText="No payments"
      filtered={false}
      rowActions={(row) => (
        <RowActionMenu
          label={row.purpose}
          actions={[{ key: 'sendReminder', label: 'Send reminder', onClick: onReminder }]}
        />
      )}
    />
  );
};

describe("a list's cards on a phone", () => {
  it('shows the selection, customer, purpose, amount, state and date of a payment, and its menu', async () => {
    const onReminder = vi.fn();
    const { user } = await renderWithProviders(<PaymentCards onReminder={onReminder} />);
    expect(screen.queryByTestId('data-table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem');
    expect(card).toHaveAttribute('data-row-id', 'p-1');
    const texts = within(card);
    // The selection cell leads the card.
    expect(card.querySelector('input')).toBe(
      texts.getByRole('checkbox', { name: 'Select Rechnung 2026-114' }),
    );
    expect(texts.getByText('Pia Brandt')).toBeInTheDocument();
    expect(texts.getByText('Rechnung 2026-114')).toBeInTheDocument();
    expect(texts.getByText('1.250,50 €')).toBeInTheDocument();
    expect(texts.getByText('Pending')).toBeInTheDocument();
    expect(texts.getByText('03.11.2026')).toBeInTheDocument();
    // Cards have no table header: the page's checkbox stands above them, with its text.
    const pageBox = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(pageBox.closest('label')).toHaveTextContent('Select all rows on this page');
    expect(card).not.toContainElement(pageBox);
    // A column without a card role (the payment method) is the table's only.
    expect(texts.queryByText('Direct debit')).not.toBeInTheDocument();

    await user.click(texts.getByRole('button', { name: 'Actions for Rechnung 2026-114' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send reminder' }));
    expect(onReminder).toHaveBeenCalledOnce();
  });
});

type Document = { id: string; name: string; number: string | null };
const documentColumn = createDataColumnHelper<Document>();
const documents: Document[] = [
  { id: 'draft', name: 'Draft', number: null },
  { id: 'sent', name: 'Sent', number: 'RE-7' },
];
const documentColumns = documentColumn.columns([
  documentColumn.accessor('name', { meta: { card: 'title' } }),
  documentColumn.accessor('number', { meta: { card: 'subtitle' }, cell: (info) => info.getValue() ?? '--' }),
]);

describe("a list's cards on a phone", () => {
  it("leave out a line the row has no value for, where the table shows '--'", async () => {
    await renderWithProviders(
      <DataTable
        label="Documents"
        columns={documentColumns}
        rows={documents}
        getRowId={(row) => row.id}
        totalElements={2}
        {...onePage}
        emptyText="No documents"
        filtered={false}
      />,
    );
    const [draft, sent] = within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(draft).toHaveTextContent(/^Draft$/);
    expect(sent).toHaveTextContent(/^SentRE-7$/);
  });
});

type Search = PaymentsSearchValues;

const filters: FilterDef<Search>[] = [
  { kind: 'search' },
  {
    kind: 'multi',
    key: 'states',
    label: 'Status',
    options: [
      { value: 'PAID', label: 'Paid' },
      { value: 'PENDING', label: 'Pending' },
    ],
    allLabel: 'All states',
    chosenLabel: (count) => `${count} chosen`,
  },
];

describe("a list's filters on a phone", () => {
  it('opens them in a drawer, counts the active ones, keeps them on close and clears them', async () => {
    const changes: Search[] = [];
    const Bar = () => {
      const [search, setSearch] = useState<Search>({ search: 'Brandt' });
      return (
        <FilterBar
          filters={filters}
          search={search}
          onSearchChange={(next) => {
            changes.push(next);
            setSearch(next);
          }}
        />
      );
    };
    const { user } = await renderWithProviders(<Bar />);
    // The search stays outside the drawer.
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Brandt');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(changes.at(-1)).toEqual({ search: 'Brandt', states: ['PAID'] });
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, the drawer shows what was chosen; clearing keeps the search.
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(again).getByPlaceholderText('1 chosen')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Clear filters' }));
    expect(changes.at(-1)).toEqual({ search: 'Brandt' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });
});
