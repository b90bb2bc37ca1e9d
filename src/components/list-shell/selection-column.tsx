import { Checkbox } from '@mantine/core';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import { createDataColumnHelper, type DataColumns } from '../data-table/features';
import type { PageSelection } from './selection';

/**
 * What the selection column's checkboxes read and change (given by ListShell), by row id: the
 * column stays the same object while the selection changes.
 */
export type SelectionControls = {
  page: PageSelection;
  pageEmpty: boolean;
  isSelected: (id: string) => boolean;
  /** The row's name in its checkbox's accessible name. */
  nameOf: (id: string) => string;
  onToggleRow: (id: string, selected: boolean) => void;
  onTogglePage: (selected: boolean) => void;
};

const SelectionContext = createContext<SelectionControls | null>(null);
export const SelectionProvider = SelectionContext.Provider;

const PageCheckbox = () => {
  const { t } = useTranslation('lists');
  const controls = use(SelectionContext);
  if (!controls) return null;
  const state = controls.page;
  return (
    <Checkbox
      size="xs"
      aria-label={t('bulk.selectPage')}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={controls.pageEmpty}
      onChange={(event) => controls.onTogglePage(event.currentTarget.checked)}
    />
  );
};

const RowCheckbox = ({ id }: { id: string }) => {
  const { t } = useTranslation('lists');
  const controls = use(SelectionContext);
  if (!controls) return null;
  return (
    <Checkbox
      size="xs"
      aria-label={t('bulk.selectRow', { name: controls.nameOf(id) })}
      checked={controls.isSelected(id)}
      onChange={(event) => controls.onToggleRow(id, event.currentTarget.checked)}
    />
  );
};

/** The id of the selection column: not in the column menu, never exported. */
export const SELECT_COLUMN = 'select';

/** The selection column, first in a list with bulk actions: the page's checkbox and each row's. */
export const selectColumn = <Row extends { id: string }>(): DataColumns<Row>[number] =>
  createDataColumnHelper<Row>().display({
    id: SELECT_COLUMN,
    header: () => <PageCheckbox />,
    cell: (info) => <RowCheckbox id={info.row.original.id} />,
    meta: { card: 'select', width: 40 },
  });
