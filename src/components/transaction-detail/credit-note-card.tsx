import { useTranslation } from 'react-i18next';
import { getCreditNotePdf } from '@generated/api/credit-notes/credit-notes';
import type { DocumentReference } from '@generated/model/documentReference';
import { formatDate } from '@/lib/format';
import { DetailCard } from './detail-card';
import { DetailFields } from './detail-fields';
import { CardMenu } from './card-menu';
import { PdfDownloadButton, usePdfDownload } from './pdf-download-button';

/** A credit note referenced by the transaction's invoice, with its PDF. */
export const CreditNoteCard = ({
  reference,
  highlighted,
}: {
  reference: DocumentReference;
  highlighted?: boolean;
}) => {
  const { t } = useTranslation('lists');
  const download = usePdfDownload(() => getCreditNotePdf(reference.id));
  return (
    <DetailCard
      kind="creditNote"
      title={t('detail.creditNote')}
      highlighted={highlighted}
      menu={
        <CardMenu title={t('detail.creditNote')} id={reference.id} onDownload={() => download.mutate()} />
      }
      metadata={[]}
    >
      <DetailFields
        fields={[
          { label: t('detail.documentNumber'), value: reference.documentNumber },
          { label: t('detail.created'), value: formatDate(reference.createdDateTimeUTC) },
        ]}
      />
      <PdfDownloadButton download={download} />
    </DetailCard>
  );
};
