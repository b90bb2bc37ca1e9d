import { useTranslation } from 'react-i18next';
import { getCreditNotePdf } from '@generated/api/credit-notes/credit-notes';
import type { DocumentReference } from '@generated/model/documentReference';
import { formatDate } from '@/lib/format';
import { DetailCard } from './detail-card';
import { DetailFields } from './detail-fields';
import { PdfDownloadButton } from './pdf-download-button';

/** A credit note referenced by the transaction's invoice, with its PDF. */
export const CreditNoteCard = ({
  reference,
  highlighted,
}: {
  reference: DocumentReference;
  highlighted?: boolean;
}) => {
  const { t } = useTranslation('lists');
  return (
    <DetailCard kind="creditNote" title={t('detail.creditNote')} highlighted={highlighted} metadata={[]}>
      <DetailFields
        fields={[
          { label: t('detail.documentNumber'), value: reference.documentNumber },
          { label: t('detail.created'), value: formatDate(reference.createdDateTimeUTC) },
        ]}
      />
      <PdfDownloadButton load={() => getCreditNotePdf(reference.id)} />
    </DetailCard>
  );
};
