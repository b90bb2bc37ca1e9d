/** The list's pieces drawn as plain elements look as the Mantine components they stand for. */
import { Group, Input, Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/list/table/data-table';
import { createDataColumnHelper } from '@/components/list/table/features';
import { FilterBar } from '@/components/list/filters/filter-bar';
import type { FilterDef } from '@/components/list/filters/filters';
import {
  cellClass,
  dataTableLook,
  rowAttributes,
  rowClass,
  type RowLook,
} from '@/components/look-alikes/table';
import type { ListSearch } from '@/lib/list-search';
import { renderWithProviders } from '../render';
import { markupShape } from './markup-shape';
import { pageOf } from './table-page';

const method: FilterDef<ListSearch & { method?: string }> = {
  kind: 'select',
  key: 'method',
  label: 'Method',
  options: [],
  allLabel: 'All methods',
};

const column = createDataColumnHelper<{ id: string; name: string; amount: number }>();

describe('plain markup of a list', () => {
  it("draws the table's head as Table.Thead, Table.Tr and Table.Th", async () => {
    const { unmount } = await renderWithProviders(
      <DataTable
        label="Things"
        columns={column.columns([
          column.accessor('name', { header: 'Name' }),
          column.accessor('amount', { header: 'Amount', meta: { align: 'right', width: 120 } }),
        ])}
        {...pageOf([{ id: 'a', name: 'Alpha', amount: 1 }])}
      />,
    );
    const head = screen.getByRole('table', { name: 'Things' }).querySelector('thead')!;
    const plain = markupShape(head);
    const widths = [...head.querySelectorAll('th')].map((cell) => [cell.style.width, cell.style.textAlign]);
    unmount();
    await renderWithProviders(
      <Table highlightOnHover data-testid="mantine">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th w={120} ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );
    const mantine = screen.getByTestId('mantine').querySelector('thead')!;
    expect(plain).toEqual(markupShape(mantine));
    expect(widths).toEqual(
      [...mantine.querySelectorAll('th')].map((cell) => [cell.style.width, cell.style.textAlign]),
    );
  });

  it("draws a field's placeholder as Group, Input.Wrapper and Input, out of reach", async () => {
    const { unmount } = await renderWithProviders(
      <FilterBar filters={[method]} search={{}} onSearchChange={vi.fn()} />,
    );
    const placeholder = screen.getByTestId('filter-placeholder');
    expect(placeholder).toHaveAttribute('inert');
    expect(within(placeholder).getByText('Method')).toBeInTheDocument();
    const plain = markupShape(placeholder);
    const width = (placeholder.firstElementChild as HTMLElement).style.width;
    unmount();
    await renderWithProviders(
      <Group gap="sm" align="flex-end" wrap="wrap" inert aria-hidden data-testid="filter-placeholder">
        <Input.Wrapper label="Method" w={200}>
          <Input component="div" />
        </Input.Wrapper>
      </Group>,
    );
    expect(plain).toEqual(markupShape(screen.getByTestId('filter-placeholder')));
    expect(width).not.toBe('');
  });
});

describe('a plain table row', () => {
  it("follows the table's props as Table.Tr does", async () => {
    const looks: RowLook[] = [
      {},
      { withRowBorders: false },
      { highlightOnHover: true },
      { striped: true, highlightOnHover: true, withRowBorders: false },
      dataTableLook,
    ];
    for (const look of looks) {
      const { unmount } = await renderWithProviders(
        <>
          <Table {...look} data-testid="mantine">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Alpha</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <table>
            <tbody data-testid="plain">
              <tr className={rowClass} {...rowAttributes(look)}>
                <td className={cellClass}>Alpha</td>
              </tr>
            </tbody>
          </table>
        </>,
      );
      const mantine = screen.getByTestId('mantine').querySelector('tr')!;
      expect([look, markupShape(screen.getByTestId('plain').firstElementChild!)]).toEqual([
        look,
        markupShape(mantine),
      ]);
      unmount();
    }
  });

  it("draws the DataTable's rows as Table.Tr and Table.Td of its table", async () => {
    const { unmount } = await renderWithProviders(
      <DataTable
        label="Things"
        columns={column.columns([column.accessor('name', { header: 'Name' })])}
        {...pageOf([{ id: 'a', name: 'Alpha', amount: 1 }])}
      />,
    );
    const plain = markupShape(screen.getByRole('row', { name: 'Alpha' }));
    unmount();
    await renderWithProviders(
      <Table highlightOnHover data-testid="mantine">
        <Table.Tbody>
          <Table.Tr data-row-id="a">
            <Table.Td>Alpha</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    expect(plain).toEqual(markupShape(screen.getByTestId('mantine').querySelector('tr')!));
  });
});
