import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { savePdf, type PdfFile } from '@/lib/download';
import { notify } from '@/lib/notify';

/**
 * Fetches a PDF (base64 or bytes) and saves it as name.pdf, with the alerts of spec 3 §8. The
 * variables (a row's id) are handed to `load`.
 */
export const usePdfDownload = <V = void,>(load: (variables: V) => Promise<PdfFile>) => {
  const { t } = useTranslation('lists');
  return useMutation({
    mutationFn: async (variables: V) => savePdf(await load(variables)),
    onSuccess: () => notify.success(t('detail.successfully downloaded')),
    onError: () => notify.error(t('detail.unsuccessfully downloaded')),
  });
};

export const PdfDownloadButton = ({ download }: { download: ReturnType<typeof usePdfDownload<void>> }) => {
  const { t } = useTranslation('lists');
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} />}
      onClick={() => download.mutate()}
      loading={download.isPending}
      w="fit-content"
    >
      {t('detail.downloadPdf')}
    </Button>
  );
};
