import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@generated/model/credit';
import { actionTable } from '@/components/list';
import { creditActionTable } from './credit-action-table';
import type { CreditAction } from './credit-actions';
import { CreditEventsDialog } from './credit-events-dialog';

/** The action menu of a credit and its events dialog: render `dialogs` once, `menu(credit)` per row. */
export const useCreditActions = ({ inDetailView }: { inDetailView: boolean }) => {
  const { t } = useTranslation('credits');
  const navigate = useNavigate();
  const [eventsOf, setEventsOf] = useState<Credit | null>(null);
  const table = useMemo(() => creditActionTable({ inDetailView }), [inDetailView]);

  const run = (action: CreditAction, credit: Credit) => {
    if (action === 'events') return setEventsOf(credit);
    void navigate({ to: '/dashboard/transactions/credits/$id', params: { id: credit.id } });
  };

  const menu = (credit: Credit) => (
    <actionTable.Menu
      label={credit.purpose ?? credit.id}
      actions={actionTable.menu(table, credit, { label: t, onSelect: run })}
    />
  );

  const dialogs = <CreditEventsDialog credit={eventsOf} onClose={() => setEventsOf(null)} />;
  return { menu, dialogs };
};
