import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getCreditNotePdf } from '@generated/api/credit-notes/credit-notes';
import type { DocumentReference } from '@generated/model/documentReference';
import type { InvoiceStatus } from '@generated/model/invoiceStatus';
import { StatusBadge } from '@/components/status/status-badge';
import { creditNoteActions } from './credit-note-actions';
import { formatDate, formatMoney } from '@/lib/format';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';
import { CardMenu } from '@/components/transaction-detail/card-menu';
import { PdfDownloadButton, usePdfDownload } from '@/components/transaction-detail/pdf-download-button';

type Props = {
  reference: DocumentReference;
  /** Known where the credit note itself was loaded: its PDF is offered only in some states. */
  status?: InvoiceStatus;
  total?: number;
  /** A link to the credit note's own page, where the card shows elsewhere. */
  link?: ReactNode;
  highlighted?: boolean;
};

/** A credit note of the transaction, with its PDF (saved as name.pdf). */
export const CreditNoteCard = ({ reference, status, total, link, highlighted }: Props) => {
  const { t } = useTranslation('lists');
  const download = usePdfDownload(() => getCreditNotePdf(reference.id));
  const hasPdf = !status || creditNoteActions(status).includes('downloadPdf');
  return (
    <DetailCard
      kind="creditNote"
      title={t('detail.creditNote')}
      badge={status && <StatusBadge kind="creditNote" value={status} />}
      highlighted={highlighted}
      menu={
        <CardMenu
          title={t('detail.creditNote')}
          id={reference.id}
          onDownload={hasPdf ? () => download.mutate() : undefined}
        />
      }
      metadata={[]}
    >
      <DetailFields
        fields={[
          { label: t('detail.documentNumber'), value: reference.documentNumber },
          ...(total === undefined ? [] : [{ label: t('detail.total'), value: formatMoney(total) }]),
          { label: t('detail.created'), value: formatDate(reference.createdDateTimeUTC) },
        ]}
      />
      {hasPdf && <PdfDownloadButton download={download} />}
      {link}
    </DetailCard>
  );
};
