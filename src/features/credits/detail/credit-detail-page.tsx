import { Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debitorQueryOptions } from '@/components/customers/customer-queries';
import { LinkButton } from '@/components/link-button';
import { cardLink } from '@/components/transaction-detail/card-link';
import { CreditCard } from '@/components/transaction-detail/credit-card';
import { creditTimelineItems } from '@/components/transaction-detail/credit-events';
import { CreditNoteCard } from '@/components/transaction-detail/credit-note-card';
import { DebtorCard } from '@/components/transaction-detail/debtor-card';
import type { DetailCardKind } from '@/components/transaction-detail/detail-card';
import {
  DetailCardCell,
  DetailLayout,
  DetailLoadFailure,
  DetailLoading,
} from '@/components/transaction-detail/detail-page';
import { newestFirst } from '@/components/transaction-detail/detail-timeline';
import { DetailTimelineView } from '@/components/transaction-detail/detail-timeline-view';
import { formatMoney } from '@/lib/format';
import { creditEventsQueryOptions, creditNoteOfCreditQueryOptions, creditQueryOptions } from '../api';
import { useCreditActions } from '../use-credit-actions';

const BackToList = () => {
  const { t } = useTranslation('credits');
  return (
    <LinkButton
      to="/dashboard/transactions/credits"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px={0}
      w="fit-content"
    >
      {t('detail.back')}
    </LinkButton>
  );
};

/** /dashboard/transactions/credits/$id: the credit, its customer, credit note and events (spec 3 §2.5). */
export const CreditDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['credits', 'lists']);
  const credit = useQuery(creditQueryOptions(id));
  const events = useQuery(creditEventsQueryOptions(id));
  const note = useQuery(creditNoteOfCreditQueryOptions(id));
  const debitor = useQuery(debitorQueryOptions(credit.data?.customer?.id));
  const actions = useCreditActions({ inDetailView: true });
  const [highlighted, setHighlighted] = useState<DetailCardKind | null>(null);

  if (credit.isPending) return <DetailLoading />;
  if (credit.isError)
    return (
      <DetailLoadFailure
        error={credit.error}
        onRetry={() => void credit.refetch()}
        back={<BackToList />}
        notFoundTitle={t('detail.notFoundTitle')}
        notFoundText={t('detail.notFoundText')}
      />
    );

  const data = credit.data;
  const isOn = (card: DetailCardKind) => highlighted === card;
  const creditNote = note.data;

  return (
    <DetailLayout
      back={<BackToList />}
      title={data.purpose ?? t('detail.title')}
      subtitle={formatMoney(data.amount)}
      timeline={
        events.isPending ? (
          <Skeleton h={240} />
        ) : (
          <DetailTimelineView
            items={newestFirst(creditTimelineItems(events.data ?? []))}
            onHover={setHighlighted}
          />
        )
      }
    >
      <DetailCardCell>
        <DebtorCard
          debitor={debitor.data}
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
            link={
              <LinkButton
                to="/dashboard/transactions/credit-notes/$id"
                params={{ id: creditNote.id }}
                {...cardLink}
              >
                {t('lists:detail.showCreditNote')}
              </LinkButton>
            }
          />
        </DetailCardCell>
      )}
      {actions.dialogs}
    </DetailLayout>
  );
};
