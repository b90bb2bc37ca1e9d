import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerQueryOptions } from '@/entities/customer/customer-queries';
import { DocumentLink } from '@/components/transaction-detail/document-link';
import { CreditCard } from '@/entities/credit/credit-card';
import { CreditNoteCard } from '@/entities/credit-note/credit-note-card';
import { CustomerCard } from '@/entities/customer/customer-card';
import { DetailCardCell } from '@/components/transaction-detail/detail-page';
import { DetailShell } from '@/components/transaction-detail/detail-shell';
import { newestFirst } from '@/components/transaction-detail/detail-timeline';
import { creditTimelineItems } from '@/entities/credit/credit-events';
import { formatMoney } from '@/lib/format';
import { creditEventsQueryOptions, creditNoteDetailQueryOptions } from '../api';

/**
 * /dashboard/transactions/credit-notes/$id: the credit note, its customer, the credit it was
 * written for (GET /creditNotes/{id}/references) and that credit's events (spec 3 §2.5).
 */
export const CreditNoteDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['credit-notes', 'lists']);
  const detail = useQuery(creditNoteDetailQueryOptions(id));
  const credit = detail.data?.credit ?? undefined;
  const note = detail.data?.note ?? undefined;
  const events = useQuery(creditEventsQueryOptions(credit?.id));
  const customerId = note?.debtor?.id ?? credit?.customer?.id;
  const customer = useQuery(customerQueryOptions(customerId));

  return (
    <DetailShell
      document={detail}
      listTo="/dashboard/transactions/credit-notes"
      ns="credit-notes"
      title={() =>
        note?.invoiceNumber ? t('detail.titleWithNumber', { number: note.invoiceNumber }) : t('detail.title')
      }
      subtitle={() => (note ? formatMoney(note.total) : undefined)}
      timeline={() => newestFirst(creditTimelineItems(events.data ?? []))}
      timelinePending={Boolean(credit) && events.isPending}
      cards={(_, isOn) => (
        <>
          <DetailCardCell>
            <CustomerCard
              customer={customer.data}
              summary={note?.debtor ?? { emailAddress: credit?.customer?.emailAddress }}
              debitorId={customerId}
              highlighted={isOn('debtor')}
            />
          </DetailCardCell>
          <DetailCardCell>
            <CreditNoteCard
              reference={{
                id,
                type: 'CREDIT_NOTE',
                documentNumber: note?.invoiceNumber,
                createdDateTimeUTC: note?.createdDateTimeUTC,
              }}
              status={note?.status}
              total={note?.total}
              highlighted={isOn('creditNote')}
            />
          </DetailCardCell>
          {credit && (
            <DetailCardCell>
              <CreditCard
                credit={credit}
                highlighted={isOn('credit')}
                link={<DocumentLink kind="credit" id={credit.id} />}
              />
            </DetailCardCell>
          )}
        </>
      )}
    />
  );
};
