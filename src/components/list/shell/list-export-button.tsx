import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../first-use/lazy-dialog';

/**
 * The export dialog (and the CSV writer), loaded when the user first asks for an export, not with
 * the list (also the selection bar's 'Export selection').
 */
export const LoadedExportDialog = lazyDialog(() =>
  import('./list-export-dialog').then((module) => module.ListExportDialog),
);

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
      {opened && <LoadedExportDialog onClose={() => setOpened(false)} />}
    </>
  );
};
