import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDropField } from '@/components/form/file-drop-field';
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
    <FileDropField
      file={file}
      onFile={onChange}
      fileText={(chosen) => `${chosen.name} (${kB(chosen.size)})`}
      fileTestId="invoice-file"
      fileIcon={<IconFileTypePdf size={16} aria-hidden />}
      removeLabel={t('form.removeInvoice')}
      error={error}
      accept={['application/pdf']}
      maxSize={MAX_INVOICE_BYTES}
      disabled={disabled}
      aria-label={t('form.invoiceDropzone')}
      data-testid="invoice-dropzone"
      idleIcon={<IconFileTypePdf size={28} />}
      text={t('form.invoiceDropzoneText')}
      hint={t('form.invoiceDropzoneHint')}
    />
  );
};
