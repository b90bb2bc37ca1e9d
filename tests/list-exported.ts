import type { TFunction } from 'i18next';
import type { ListConfig, ListRow } from '@/components/list/shell/list-config';
import { exportColumns } from '@/components/list/shell/list-export';
import { columnIds } from '@/components/list/table/features';
import { csvTable, type CsvFormat } from '@/lib/csv';
import type { AnyListSearch } from '@/lib/list-search';
import { createTestI18n } from './i18n';

const i18n = await createTestI18n('en');

/** The export's header and one row's cells, every column of the list shown. */
export const exported = <Row extends ListRow, S extends AnyListSearch>(
  config: ListConfig<Row, S>,
  row: Row,
  format: CsvFormat = 'german-spreadsheet',
) => {
  const exporter = config.export;
  if (!exporter) throw new Error(`${config.listId} has no export`);
  // The test's i18n has every namespace loaded; the list's own are its t's.
  const t: TFunction = i18n.getFixedT('en', config.ns);
  const columns = config.columns(t);
  const table = csvTable(
    [row],
    exportColumns({
      exporter,
      columns,
      shown: columnIds(columns),
      t,
      tLists: i18n.getFixedT('en', 'lists'),
      format,
    }),
  );
  const cells = exporter.cells(t);
  return {
    header: table.header,
    cells: table.rows[0],
    missing: columnIds(columns).filter((id) => !(id in cells)),
  };
};
