import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadBase64Pdf, type Base64File } from '@/lib/download';
import { notify } from '@/lib/notify';

type Props = { load: () => Promise<Base64File>; label?: string };

/** Fetches a base64 PDF and saves it as a file. */
export const PdfDownloadButton = ({ load, label }: Props) => {
  const { t } = useTranslation('lists');
  const download = useMutation({
    mutationFn: async () => downloadBase64Pdf(await load()),
    onSuccess: () => notify.success(t('detail.successfully downloaded')),
    onError: () => notify.error(t('detail.unsuccessfully downloaded')),
  });
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} />}
      onClick={() => download.mutate()}
      loading={download.isPending}
      w="fit-content"
    >
      {label ?? t('detail.downloadPdf')}
    </Button>
  );
};
