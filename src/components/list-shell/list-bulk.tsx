import { Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyListSearch } from '@/lib/list-search';
import type * as BulkModule from './bulk-dialog';
import type { ListConfig, ListNamespaces, ServerPage } from './list-config';
import { LoadedExportDialog } from './list-export-button';
import {
  type Selection,
  isSelected,
  offersAllMatching,
  pageSelection,
  selectAllMatching,
  selectionCount,
  selectionScope,
  sumAmounts,
  toggleRow,
  togglePage,
} from './selection';
import { SelectionBar } from './selection-bar';
import type { SelectionControls } from './selection-column';
import { useSelection } from './use-selection';

// The confirmation, the run and the summary load when an action is first chosen.
let bulkModule: Promise<typeof BulkModule> | undefined;
const loadBulk = () => (bulkModule ??= import('./bulk-dialog'));

const LoadedBulkDialog = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
>(
  props: BulkModule.BulkDialogProps<S, Page, Row, Ns, E>,
) => {
  const { BulkDialog } = use(loadBulk());
  return <BulkDialog {...props} />;
};

type Options<
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
> = {
  config: ListConfig<S, Page, Row, Ns, E>;
  search: S;
  /** The page on screen, and the count of every row the filters match (the list's answer). */
  rows: Row[] | undefined;
  total: number;
  /** The list offers its export of the selected rows. */
  exportable: boolean;
};

const noRows: never[] = [];

/**
 * A list's selection (config.bulk): the selection column's controls, the selection bar and the
 * dialogs of its actions. Without config.bulk there is nothing (no controls, no bar).
 */
export const useListBulk = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
>({
  config,
  search,
  rows = noRows,
  total,
  exportable,
}: Options<S, Page, Row, Ns, E>): {
  controls: SelectionControls | null;
  bar: ReactNode;
  dialogs: ReactNode;
} => {
  const { t } = useTranslation(config.ns);
  const { bulk } = config;
  const { selection, update, clear } = useSelection<Row>(selectionScope(search));
  // The action chosen, with the selection as it was then (a run clears the list's selection).
  const [open, setOpen] = useState<{ id: string; selection: Selection<Row> } | null>(null);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);

  const controls = useMemo((): SelectionControls | null => {
    if (!bulk) return null;
    return {
      page: pageSelection(selection, rows),
      pageEmpty: !rows.length,
      isSelected: (id) => isSelected(selection, id),
      nameOf: (id) => {
        const row = byId.get(id);
        return row ? bulk.rowName(row) : id;
      },
      onToggleRow: (id, selected) => {
        const row = byId.get(id);
        if (row) update((current) => toggleRow(current, row, selected));
      },
      onTogglePage: (selected) => update((current) => togglePage(current, rows, selected)),
    };
  }, [bulk, selection, rows, byId, update]);

  if (!bulk) return { controls, bar: null, dialogs: null };
  const count = selectionCount(selection);

  const noun = (n: number) => t(bulk.noun, { count: n });
  const { amount } = bulk;
  // The sum of the chosen rows; with 'all matching' the rows are not all known until collected,
  // so the bar leaves the sum to the confirmation, which collects them.
  const sum = amount && selection.mode === 'rows' ? sumAmounts(selection.rows.values(), amount) : undefined;
  const actions = bulk.actions ?? [];
  const action = actions.find((candidate) => candidate.id === open?.id);

  const bar = count > 0 && (
    <SelectionBar
      selected={noun(count)}
      sum={sum}
      allMatching={selection.mode === 'all'}
      selectAll={
        offersAllMatching(selection, rows, total)
          ? t('lists:bulk.selectAll', { noun: noun(total) })
          : undefined
      }
      onSelectAll={() => update(() => selectAllMatching(total))}
      actions={actions.map(({ id, label, color }) => ({ id, label: t(label), color }))}
      onAction={(id) => setOpen({ id, selection })}
      onExport={exportable ? () => setOpen({ id: 'export', selection }) : undefined}
      onClear={clear}
    />
  );

  const dialogs = (
    <Suspense fallback={null}>
      {open && action && (
        <LoadedBulkDialog
          config={config}
          bulk={bulk}
          action={action}
          selection={open.selection}
          search={search}
          onClose={() => setOpen(null)}
          onFinished={clear}
        />
      )}
      {open?.id === 'export' && config.export && (
        <LoadedExportDialog
          config={config}
          exporter={config.export}
          search={search}
          keep={(row) => isSelected(open.selection, row.id)}
          onClose={() => setOpen(null)}
        />
      )}
    </Suspense>
  );
  return { controls, bar, dialogs };
};
