import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListRow } from './list-config';
import type * as DialogModule from './list-export-dialog';

// The dialog (and the CSV writer) load when the user asks for an export, not with the list.
let dialogModule: Promise<typeof DialogModule> | undefined;
const loadDialog = () => (dialogModule ??= import('./list-export-dialog'));

/** The export dialog, loaded when first opened (also the selection bar's 'Export selection'). */
export const LoadedExportDialog = <Row extends ListRow>(props: DialogModule.ListExportDialogProps<Row>) => {
  const { ListExportDialog } = use(loadDialog());
  return <ListExportDialog {...props} />;
};

/** The 'Export' control of a list whose config has an export (the list's context). */
export const ListExportButton = () => {
  const { t } = useTranslation('lists');
  const [opened, setOpened] = useState(false);
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
          <LoadedExportDialog onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
};
