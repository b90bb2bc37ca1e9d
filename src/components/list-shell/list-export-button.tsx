import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyListSearch } from '@/lib/list-search';
import type { ListNamespaces, ServerPage } from './list-config';
import type * as DialogModule from './list-export-dialog';

// The dialog (and the CSV writer) load when the user asks for an export, not with the list.
let dialogModule: Promise<typeof DialogModule> | undefined;
const loadDialog = () => (dialogModule ??= import('./list-export-dialog'));

type Props<
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
> = Pick<DialogModule.ListExportDialogProps<S, Page, Row, Ns, E>, 'config' | 'search'>;

/** The export dialog, loaded when first opened (also the selection bar's 'Export selection'). */
export const LoadedExportDialog = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
>(
  props: DialogModule.ListExportDialogProps<S, Page, Row, Ns, E>,
) => {
  const { ListExportDialog } = use(loadDialog());
  return <ListExportDialog {...props} />;
};

/** The 'Export' control of a list whose config has an export; nothing for one without. */
export const ListExportButton = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
>({
  config,
  search,
}: Props<S, Page, Row, Ns, E>) => {
  const { t } = useTranslation('lists');
  const [opened, setOpened] = useState(false);
  const exporter = config.export;
  if (!exporter) return null;
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('export.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LoadedExportDialog
            config={config}
            exporter={exporter}
            search={search}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
};
