import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../first-use/lazy-dialog';
import type { ListRow } from './list-config';
import { useListContext } from './list-context';
import { LoadedExportDialog } from './list-export-button';
import { type Selection, isSelected, offersAllMatching, selectAllMatching, sumAmounts } from './selection';
import { SelectionBar } from './selection-bar';

// The confirmation, the run and the summary load when an action is first chosen.
const LoadedBulkDialog = lazyDialog(() => import('./bulk-dialog').then((module) => module.BulkDialog));

const noRows: never[] = [];

/**
 * A list's selection bar (config.bulk) and the dialogs of its actions, read from the list's
 * context: the selection, the page's rows and the total.
 */
export const ListBulk = ({ exportable }: { exportable: boolean }) => {
  const { config, selection, rows = noRows, total } = useListContext();
  const { t } = useTranslation(config.ns);
  // The action chosen, with the selection as it was then (a run clears the list's selection).
  const [open, setOpen] = useState<{ id: string; selection: Selection<ListRow> } | null>(null);
  const { bulk } = config;
  if (!bulk) return null;
  const { value, count, update, clear } = selection;

  const noun = (n: number) => t(bulk.noun, { count: n });
  const { amount } = bulk;
  // The sum of the chosen rows; with 'all matching' the rows are not all known until collected,
  // so the bar leaves the sum to the confirmation, which collects them.
  const sum = amount && value.mode === 'rows' ? sumAmounts(value.rows.values(), amount) : undefined;
  const actions = bulk.actions ?? [];
  const action = actions.find((candidate) => candidate.id === open?.id);

  return (
    <>
      {count > 0 && (
        <SelectionBar
          selected={noun(count)}
          sum={sum}
          allMatching={value.mode === 'all'}
          selectAll={
            offersAllMatching(value, rows, total)
              ? t('lists:bulk.selectAll', { noun: noun(total) })
              : undefined
          }
          onSelectAll={() => update(() => selectAllMatching(total))}
          actions={actions.map(({ id, label, color }) => ({ id, label: t(label), color }))}
          onAction={(id) => setOpen({ id, selection: value })}
          onExport={exportable ? () => setOpen({ id: 'export', selection: value }) : undefined}
          onClear={clear}
        />
      )}
      {open && action && (
        <LoadedBulkDialog
          action={action}
          selection={open.selection}
          onClose={() => setOpen(null)}
          onFinished={clear}
        />
      )}
      {open?.id === 'export' && (
        <LoadedExportDialog
          keep={(row) => isSelected(open.selection, row.id)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
};
