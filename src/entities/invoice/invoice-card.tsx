import { useTranslation } from 'react-i18next';
import { getInvoicePdf } from '@generated/api/invoices/invoices';
import type { Invoice } from '@generated/model/invoice';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';
import { CardMenu } from '@/components/transaction-detail/card-menu';
import { PdfDownloadButton, usePdfDownload } from '@/components/transaction-detail/pdf-download-button';

/** The invoice a transaction belongs to, with its PDF. */
export const InvoiceCard = ({ invoice, highlighted }: { invoice: Invoice; highlighted?: boolean }) => {
  const { t } = useTranslation('lists');
  const download = usePdfDownload(() => getInvoicePdf(invoice.id));
  const hasPdf = invoice.status !== 'DRAFT';
  return (
    <DetailCard
      kind="invoice"
      title={t('detail.invoice')}
      badge={<StatusBadge kind="invoice" value={invoice.status} />}
      highlighted={highlighted}
      menu={
        <CardMenu
          title={t('detail.invoice')}
          id={invoice.id}
          onDownload={hasPdf ? () => download.mutate() : undefined}
        />
      }
      metadata={invoice.metadata ?? []}
    >
      <DetailFields
        fields={[
          { label: t('detail.documentNumber'), value: invoice.invoiceNumber },
          { label: t('detail.invoiceType'), value: t(`detail.invoiceTypes.${invoice.invoiceType}`) },
          { label: t('detail.total'), value: formatMoney(invoice.total) },
          { label: t('detail.created'), value: formatDate(invoice.createdDateTimeUTC) },
        ]}
      />
      {hasPdf && <PdfDownloadButton download={download} />}
    </DetailCard>
  );
};
