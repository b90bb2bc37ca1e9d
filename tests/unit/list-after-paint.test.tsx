import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnMenuSlot } from '@/components/list/table/column-menu-slot';
import { DataTable } from '@/components/list/table/data-table';
import { createDataColumnHelper } from '@/components/list/table/features';
import { TablePager } from '@/components/list/table/table-pager';
import { forgetRowGeometry } from '@/components/list/table/use-rows-in-view';
import { FilterBar } from '@/components/list/filters/filter-bar';
import type { FilterDef } from '@/components/list/filters/filters';
import { DEFAULT_LIST_PREFERENCES } from '@/lib/list-preferences';
import type { ListSearch } from '@/lib/list-search';
import { renderWithProviders } from '../render';
import { pageOf } from './table-page';

type Search = ListSearch & { states?: string[]; method?: string; from?: string; to?: string };

const filters: FilterDef<Search>[] = [
  { kind: 'search' },
  {
    kind: 'multi',
    key: 'states',
    label: 'Status',
    options: [{ value: 'PAID', label: 'Paid' }],
    allLabel: 'All states',
    chosenLabel: (count) => `${count} states`,
  },
  { kind: 'select', key: 'method', label: 'Method', options: [], allLabel: 'All methods' },
  { kind: 'dates' },
];

/** Frames are held until `paint` is called: the test says when the browser paints. */
const holdFrames = () => {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  return () =>
    act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
};

describe('a list on a return to it: the rows first', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    forgetRowGeometry();
  });

  it('mounts the filter fields other than the search after the frame of the rows is painted, in their places', async () => {
    const paint = holdFrames();
    await renderWithProviders(<FilterBar filters={filters} search={{}} onSearchChange={vi.fn()} />);

    // The first render: the search, and for the others their labels and boxes, out of reach.
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    const placeholders = screen.getAllByTestId('filter-placeholder');
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) {
      expect(placeholder).toHaveAttribute('inert');
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
    expect(placeholders.map((placeholder) => placeholder.textContent)).toEqual([
      'Status',
      'Method',
      'Start dateEnd date',
    ]);

    // After the frame is painted, the fields replace them.
    await paint();
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    for (const label of ['Method', 'Start date', 'End date'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('inert');
    expect(screen.queryByTestId('filter-placeholder')).not.toBeInTheDocument();
  });

  it("mounts the pager's page size select and pagination after the frame of the rows is painted, in its place", async () => {
    const paint = holdFrames();
    await renderWithProviders(
      <TablePager
        page={1}
        pageSize={10}
        pageSizes={[10, 30]}
        totalElements={45}
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
      />,
    );
    expect(screen.getByText('1–10 of 45')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(screen.getByTestId('pager-placeholder')).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByTestId('pagination-placeholder')).toHaveAttribute('inert');

    await paint();
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.queryByTestId('pager-placeholder')).not.toBeInTheDocument();
    // The pagination is whole: five pages, the current one marked, the edges.
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.queryByTestId('pagination-placeholder')).not.toBeInTheDocument();
  });

  it('renders the rows in the window first and the others after the frame is painted, in their space', async () => {
    const paint = holdFrames();
    // A laid-out page: the table's rows 60 px high, the first one's bottom at 560 px in a window of
    // 768 px: four rows are drawn first, the fifth fills the window, five follow.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const id = this.getAttribute('data-row-id');
      const bottom = id ? 560 + Number(id) * 60 : 0;
      return { bottom, height: id ? 60 : 0, top: bottom - 60 } as DOMRect;
    });
    const column = createDataColumnHelper<{ id: string; name: string }>();
    const rows = Array.from({ length: 10 }, (_, index) => ({ id: String(index), name: `Row ${index + 1}` }));
    await renderWithProviders(
      <DataTable
        label="Things"
        columns={column.columns([column.accessor('name', { header: 'Name' })])}
        {...pageOf(rows)}
        rowActions={(row) => <button type="button">Actions for {row.name}</button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByText('Row 5')).toBeInTheDocument();
    expect(screen.queryByText('Row 6')).not.toBeInTheDocument();
    expect(screen.getByTestId('rows-after-paint').firstElementChild).toHaveStyle({ height: '300px' });

    await paint();
    // Every row, in order, each with its menu's button for the keyboard; the space is gone.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(rows.map((row) => `${row.name}Actions for ${row.name}`));
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(10);
    expect(screen.queryByTestId('rows-after-paint')).not.toBeInTheDocument();
  });

  it('takes the rows in the window from the last showing of the table: nothing is measured before the paint', async () => {
    const paint = holdFrames();
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const id = this.getAttribute('data-row-id');
      const bottom = id ? 560 + Number(id) * 60 : 0;
      return { bottom, height: id ? 60 : 0, top: bottom - 60 } as DOMRect;
    });
    const column = createDataColumnHelper<{ id: string; name: string }>();
    const rows = Array.from({ length: 10 }, (_, index) => ({ id: String(index), name: `Row ${index + 1}` }));
    const table = () => (
      <DataTable
        label="Things"
        columns={column.columns([column.accessor('name', { header: 'Name' })])}
        {...pageOf(rows)}
      />
    );
    // The first showing: measured before its paint, and its geometry read after it.
    const first = await renderWithProviders(table());
    await paint();
    expect(screen.queryByTestId('rows-after-paint')).not.toBeInTheDocument();
    first.unmount();

    // The return: the first row began at 500 px and a row is 60 px high, so five rows fill the
    // window of 768 px, without a measure before the frame is painted.
    measure.mockClear();
    await renderWithProviders(table());
    expect(measure).not.toHaveBeenCalled();
    expect(within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByText('Row 5')).toBeInTheDocument();
    expect(screen.queryByText('Row 6')).not.toBeInTheDocument();
    expect(screen.getByTestId('rows-after-paint').firstElementChild).toHaveStyle({ height: '300px' });
    await paint();
    expect(screen.getByText('Row 10')).toBeInTheDocument();
  });

  it("mounts the column menu's popover after the frame is painted, its button in its place", async () => {
    // The menu's code is loaded already: only the paint holds it back.
    await import('@/components/list/table/column-menu');
    const paint = holdFrames();
    await renderWithProviders(
      <ColumnMenuSlot
        columns={[{ id: 'purpose', label: 'Purpose' }]}
        preferences={{ value: DEFAULT_LIST_PREFERENCES, onChange: vi.fn() }}
      />,
    );
    // The code has arrived (the lazy component resolves within a few turns), but the frame is not
    // painted yet: still the button alone.
    for (let turn = 0; turn < 5; turn++) await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Columns' })).not.toHaveAttribute('aria-haspopup');
    await paint();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-haspopup', 'dialog'),
    );
  });
});
