import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetCompanySuspenseQueryOptions } from '@generated/api/company/company';
import type { Payment } from '@generated/model/payment';
import { actionTable } from '@/components/list';
import { useCopyPaymentLink, useDownloadDonationReceipt } from './api';
import type { OpenDialog } from './payment-action-dialogs';
import { paymentActionTable } from './payment-action-table';
import { isInvoiceRelated } from '@/entities/payment/payment-actions';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialogs load when one is first opened, not with the list.
const PaymentActionDialogs = lazyDialog(() =>
  import('./payment-action-dialogs').then((module) => module.PaymentActionDialogs),
);

/**
 * The action menu of a payment (spec 3 §4) and the dialogs its entries open. Render `dialogs`
 * once; call `menu(payment)` per row or card.
 */
export const usePaymentActions = ({ inDetailView }: { inDetailView: boolean }) => {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { data: company } = useSuspenseQuery(getGetCompanySuspenseQueryOptions());
  const copyLink = useCopyPaymentLink();
  const downloadReceipt = useDownloadDonationReceipt();
  const [open, setOpen] = useState<OpenDialog>(null);
  const donationReceiptsEnabled = company.accountSettings?.isDonationReceiptsEnabled === true;
  const table = useMemo(
    () => paymentActionTable({ donationReceiptsEnabled, inDetailView }),
    [donationReceiptsEnabled, inDetailView],
  );

  const run = (action: string, payment: Payment) => {
    switch (action) {
      case 'cancel':
        return setOpen({ action: isInvoiceRelated(payment) ? 'invoiceNotice' : 'cancel', payment });
      case 'copyLink':
        return copyLink.mutate(payment);
      case 'downloadDonationReceipt':
        return downloadReceipt.mutate(payment);
      case 'details':
        return void navigate({ to: '/dashboard/transactions/payments/$id', params: { id: payment.id } });
      case 'verify':
      case 'markAsDonation':
      case 'completeRefund':
      case 'sendReminder':
      case 'events':
        return setOpen({ action, payment });
    }
  };

  // An entry runs with what the page holds when it is chosen; `menu` itself stays the same, so the
  // page's rows are not made again when the page renders (a dialog opened or closed).
  const latestRun = useRef(run);
  useLayoutEffect(() => {
    latestRun.current = run;
  });
  // The labels are made when a row's menu is first used; which entries there are decides whether
  // the row shows a menu at all.
  const menu = useCallback(
    (payment: Payment) => {
      const offered = actionTable.offered(table, payment).length > 0;
      const onSelect = (action: string, chosen: Payment) => latestRun.current(action, chosen);
      return (
        <actionTable.Menu
          label={payment.purpose}
          actions={offered ? () => actionTable.menu(table, payment, { label: t, onSelect }) : []}
        />
      );
    },
    [table, t],
  );

  const dialogs = open && (
    <Suspense fallback={null}>
      <PaymentActionDialogs open={open} onClose={() => setOpen(null)} />
    </Suspense>
  );
  return { menu, dialogs };
};
