import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerQueryOptions } from '@/entities/customer/customer-queries';
import { DocumentLink } from '@/components/transaction-detail/document-link';
import { CreditCard } from '@/entities/credit/credit-card';
import { creditTimelineItems } from '@/entities/credit/credit-events';
import { CreditNoteCard } from '@/entities/credit-note/credit-note-card';
import { CustomerCard } from '@/entities/customer/customer-card';
import { DetailCardCell } from '@/components/transaction-detail/detail-page';
import { DetailShell } from '@/components/transaction-detail/detail-shell';
import { newestFirst } from '@/components/transaction-detail/detail-timeline';
import { formatMoney } from '@/lib/format';
import { creditEventsQueryOptions, creditNoteOfCreditQueryOptions, creditQueryOptions } from '../api';
import { actionTable } from '@/components/list';
import { creditMenu } from '../credits-list';

const noDetails = ['details'];

/** /dashboard/transactions/credits/$id: the credit, its customer, credit note and events (spec 3 §2.5). */
export const CreditDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['credits', 'lists']);
  const credit = useQuery(creditQueryOptions(id));
  const events = useQuery(creditEventsQueryOptions(id));
  const note = useQuery(creditNoteOfCreditQueryOptions(id));
  const customer = useQuery(customerQueryOptions(credit.data?.customer?.id));
  const actions = actionTable.useMenu(creditMenu, noDetails);
  const creditNote = note.data;

  return (
    <DetailShell
      document={credit}
      listTo="/dashboard/transactions/credits"
      ns="credits"
      title={(data) => data.purpose ?? t('detail.title')}
      subtitle={(data) => formatMoney(data.amount)}
      timeline={() => newestFirst(creditTimelineItems(events.data ?? []))}
      timelinePending={events.isPending}
      cards={(data, isOn) => (
        <>
          <DetailCardCell>
            <CustomerCard
              customer={customer.data}
              summary={{ emailAddress: data.customer?.emailAddress }}
              debitorId={data.customer?.id}
              highlighted={isOn('debtor')}
            />
          </DetailCardCell>
          <DetailCardCell>
            <CreditCard credit={data} menu={actions.menu(data)} highlighted={isOn('credit')} />
          </DetailCardCell>
          {creditNote && (
            <DetailCardCell>
              <CreditNoteCard
                reference={{
                  id: creditNote.id,
                  type: 'CREDIT_NOTE',
                  documentNumber: creditNote.invoiceNumber,
                  createdDateTimeUTC: creditNote.createdDateTimeUTC,
                }}
                status={creditNote.status}
                total={creditNote.total}
                highlighted={isOn('creditNote')}
                link={<DocumentLink kind="creditNote" id={creditNote.id} />}
              />
            </DetailCardCell>
          )}
        </>
      )}
    >
      {actions.dialogs}
    </DetailShell>
  );
};
