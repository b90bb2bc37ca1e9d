import { IconClockHour4, IconFileSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@generated/model/credit';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { creditActions, type CreditAction } from './credit-actions';
import { CreditEventsDialog } from './credit-events-dialog';

const icons: Record<CreditAction, ReactNode> = {
  events: <IconClockHour4 size={16} />,
  details: <IconFileSearch size={16} />,
};

/** The action menu of a credit and its events dialog: render `dialogs` once, `menu(credit)` per row. */
export const useCreditActions = ({ inDetailView }: { inDetailView: boolean }) => {
  const { t } = useTranslation('credits');
  const navigate = useNavigate();
  const [eventsOf, setEventsOf] = useState<Credit | null>(null);

  const run = (action: CreditAction, credit: Credit) => {
    if (action === 'events') return setEventsOf(credit);
    void navigate({ to: '/dashboard/transactions/credits/$id', params: { id: credit.id } });
  };

  const menu = (credit: Credit) => (
    <RowActionMenu
      label={credit.purpose ?? credit.id}
      actions={creditActions({ inDetailView }).map((action) => ({
        key: action,
        label: t(`actions.${action}`),
        icon: icons[action],
        onClick: () => run(action, credit),
      }))}
    />
  );

  const dialogs = <CreditEventsDialog credit={eventsOf} onClose={() => setEventsOf(null)} />;
  return { menu, dialogs };
};
