import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { savePdf, type PdfFile } from '@/lib/download';
import { notify } from '@/lib/notify';

/** Fetches a PDF (base64 or bytes) and saves it as a file, with the alerts of spec 3 §8. */
export const usePdfDownload = (load: () => Promise<PdfFile>) => {
  const { t } = useTranslation('lists');
  return useMutation({
    mutationFn: async () => savePdf(await load()),
    onSuccess: () => notify.success(t('detail.successfully downloaded')),
    onError: () => notify.error(t('detail.unsuccessfully downloaded')),
  });
};

export const PdfDownloadButton = ({ download }: { download: ReturnType<typeof usePdfDownload> }) => {
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
