import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PdfFrame } from '@/components/pdf-frame';
import { saveBlob } from '@/lib/download';
import { adjustmentPreviewQueryOptions } from './api';
import type { AdjustmentKind } from './adjustment-schema';

/** version: a new number asks for a fresh preview (after the positions changed). */
type Props = { kind: AdjustmentKind; draftId: string; version: number };

/** The draft's PDF inside the dialog, and a button that saves it as 'Stornierung_…' / 'Korrektur_…'. */
export const PdfPreview = ({ kind, draftId, version }: Props) => {
  const { t } = useTranslation('invoice-editor');
  const preview = useQuery(adjustmentPreviewQueryOptions(kind, draftId, version));
  if (preview.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('wizard.previewLoading')} />
      </Center>
    );
  if (preview.isError)
    return (
      <Alert color="red" role="alert">
        {t('wizard.previewError')}
      </Alert>
    );
  const { blob, name } = preview.data;
  return (
    <Stack gap="xs">
      <PdfFrame source={{ blob }} title={t('wizard.previewTitle')} height="50vh" />
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => saveBlob(blob, name)}
      >
        {t('wizard.download', { name })}
      </Button>
    </Stack>
  );
};
