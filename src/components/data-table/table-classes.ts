import { Table } from '@mantine/core';

/**
 * The classes of Mantine's Table.Tr and Table.Td, for the body's rows and cells as plain elements:
 * a page holds hundreds of cells, and Table.Tr and Table.Td each resolve props, theme and styles on
 * every render. A row also carries the attributes Table.Tr gives a row of the DataTable's table
 * (`data-with-row-border`, `data-hover`).
 */
export const rowClass = `${Table.classes.tr} mantine-Table-tr`;
export const cellClass = `${Table.classes.td} mantine-Table-td`;
export const headClass = `${Table.classes.thead} mantine-Table-thead`;
export const headCellClass = `${Table.classes.th} mantine-Table-th`;
