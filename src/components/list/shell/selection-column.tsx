import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createDataColumnHelper, type DataColumns } from '../table/features';
import type { ListRow } from './list-config';
import { rowLabelFor, WithListsTranslation } from '../../row-translation';
import { useListData, useListSelection, useListState, useRowSelection } from './list-context';
import { pageSelection, toggleRow, togglePage } from './selection';
import { useRowSelected } from './use-selection';
import { RowCheckboxInput } from '../../look-alikes/checkbox';

const noRows: never[] = [];

/** The page's checkbox: ticks or unticks every row on screen (the list's context). */
const PageCheckbox = () => {
  const { t } = useTranslation('lists');
  const { rows = noRows } = useListData();
  const selection = useListSelection();
  const state = pageSelection(selection.value, rows);
  return (
    <Checkbox
      size="xs"
      aria-label={t('bulk.selectPage')}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={!rows.length}
      onChange={(event) => {
        const { checked } = event.currentTarget;
        selection.update((current) => togglePage(current, rows, checked));
      }}
    />
  );
};

/** A row's checkbox: renders again when its own row is ticked or unticked, not with the others. */
const RowCheckbox = <Row extends ListRow>({ row }: { row: Row }) => {
  const { config } = useListState<Row>();
  const selection = useRowSelection<Row>();
  const checked = useRowSelected(selection, row.id);
  const name = config.bulk ? config.bulk.rowName(row) : row.id;
  return (
    <WithListsTranslation
      render={(t) => (
        <RowCheckboxInput
          label={rowLabelFor(t, 'bulk.selectRow', 'name', name)}
          checked={checked}
          onChange={(event) => {
            const { checked: ticked } = event.currentTarget;
            selection.update((current) => toggleRow(current, row, ticked));
          }}
        />
      )}
    />
  );
};

/** The id of the selection column: not in the column menu, never exported. */
const SELECT_COLUMN = 'select';

/** The selection column, first in a list with bulk actions: the page's checkbox and each row's. */
export const selectColumn = <Row extends ListRow>(): DataColumns<Row>[number] =>
  createDataColumnHelper<Row>().display({
    id: SELECT_COLUMN,
    header: () => <PageCheckbox />,
    cell: (info) => <RowCheckbox row={info.row.original} />,
    meta: { card: 'select', width: 40 },
  });
