import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_INVOICE_BYTES } from './new-payment-rules';

type Props = {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
};

const kB = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * The invoice PDF of an INVOICE payment. Whatever is dropped or chosen goes to the form, whose
 * schema says what is wrong with it ('file size', 'unsupported format').
 */
export const InvoiceAttachmentField = ({ file, onChange, error, disabled }: Props) => {
  const { t } = useTranslation('payments');
  return (
    <Stack gap={4}>
      <Dropzone
        onDrop={(accepted) => onChange(accepted[0] ?? null)}
        onReject={(rejected) => onChange(rejected[0]?.file ?? null)}
        accept={['application/pdf']}
        maxSize={MAX_INVOICE_BYTES}
        multiple={false}
        disabled={disabled}
        aria-label={t('form.invoiceDropzone')}
        data-testid="invoice-dropzone"
      >
        <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={28} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypePdf size={28} />
          </Dropzone.Idle>
          <Stack gap={0}>
            <Text size="sm">{t('form.invoiceDropzoneText')}</Text>
            <Text size="xs" c="dimmed">
              {t('form.invoiceDropzoneHint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {file && (
        <Group gap="xs" data-testid="invoice-file">
          <IconFileTypePdf size={16} aria-hidden />
          <Text size="sm">
            {file.name} ({kB(file.size)})
          </Text>
          <CloseButton size="sm" aria-label={t('form.removeInvoice')} onClick={() => onChange(null)} />
        </Group>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
