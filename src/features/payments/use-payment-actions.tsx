import {
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconCopy,
  IconDownload,
  IconFileSearch,
  IconHeartHandshake,
  IconMailForward,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetCompanySuspenseQueryOptions } from '@generated/api/company/company';
import type { Payment } from '@generated/model/payment';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { useCopyPaymentLink, useDownloadDonationReceipt } from './api';
import type { OpenDialog } from './payment-action-dialogs';
import { isInvoiceRelated, paymentActions, type PaymentAction } from './payment-actions';

// The dialogs load when one is first opened, not with the list.
const PaymentActionDialogs = lazy(() =>
  import('./payment-action-dialogs').then((module) => ({ default: module.PaymentActionDialogs })),
);

const icons: Record<PaymentAction, ReactNode> = {
  cancel: <IconBan size={16} />,
  verify: <IconCircleCheck size={16} />,
  markAsDonation: <IconHeartHandshake size={16} />,
  copyLink: <IconCopy size={16} />,
  completeRefund: <IconReceiptRefund size={16} />,
  sendReminder: <IconMailForward size={16} />,
  events: <IconClockHour4 size={16} />,
  details: <IconFileSearch size={16} />,
  downloadDonationReceipt: <IconDownload size={16} />,
};

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
  const context = {
    donationReceiptsEnabled: company.accountSettings?.isDonationReceiptsEnabled === true,
    inDetailView,
  };

  const run = (action: PaymentAction, payment: Payment) => {
    switch (action) {
      case 'cancel':
        return setOpen({ action: isInvoiceRelated(payment) ? 'invoiceNotice' : 'cancel', payment });
      case 'copyLink':
        return copyLink.mutate(payment);
      case 'downloadDonationReceipt':
        return downloadReceipt.mutate(payment);
      case 'details':
        return void navigate({ to: '/dashboard/transactions/payments/$id', params: { id: payment.id } });
      default:
        return setOpen({ action, payment });
    }
  };

  // The labels are made when a row's menu is first used; which entries there are decides whether
  // the row shows a menu at all.
  const menu = (payment: Payment) => {
    const actions = paymentActions(payment, context);
    return (
      <RowActionMenu
        label={payment.purpose}
        actions={
          actions.length
            ? () =>
                actions.map((action) => ({
                  key: action,
                  label: t(`actions.${action}`),
                  icon: icons[action],
                  color: action === 'cancel' ? 'red' : undefined,
                  onClick: () => run(action, payment),
                }))
            : []
        }
      />
    );
  };

  const dialogs = open && (
    <Suspense fallback={null}>
      <PaymentActionDialogs open={open} onClose={() => setOpen(null)} />
    </Suspense>
  );
  return { menu, dialogs };
};
