import { Table, type TableProps } from '@mantine/core';

/**
 * The classes of Mantine's Table.Tr and Table.Td, for the body's rows and cells as plain elements:
 * a page holds hundreds of cells, and Table.Tr and Table.Td each resolve props, theme and styles on
 * every render.
 */
export const rowClass = `${Table.classes.tr} mantine-Table-tr`;
export const cellClass = `${Table.classes.td} mantine-Table-td`;
export const headClass = `${Table.classes.thead} mantine-Table-thead`;
export const headCellClass = `${Table.classes.th} mantine-Table-th`;

/** The props of a table that its rows follow (Table.Tr reads them from the table). */
export type RowLook = Pick<TableProps, 'withRowBorders' | 'striped' | 'highlightOnHover'>;

/** The DataTable's table: rows with borders, highlighted under the pointer. */
export const dataTableLook = { withRowBorders: true, highlightOnHover: true } satisfies RowLook;

/**
 * The attributes Table.Tr gives a row of a table with these props (Mantine's defaults: row
 * borders on, no stripes, no highlight; `striped` alone stripes the odd rows).
 */
export const rowAttributes = ({ withRowBorders = true, striped, highlightOnHover }: RowLook) => ({
  'data-with-row-border': withRowBorders || undefined,
  'data-striped': striped === true ? 'odd' : striped || undefined,
  'data-hover': highlightOnHover || undefined,
});

/** A row of the DataTable's table as Table.Tr makes it. */
export const dataRowLook = rowAttributes(dataTableLook);
