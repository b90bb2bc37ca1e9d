/**
 * Query options and mutation wrappers of the payments area: each mutation invalidates what it
 * changes and shows the spec's success or error alert.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetDebitorStatsQueryOptions } from '@generated/api/customers/customers';
import {
  changePaymentState,
  completePaymentRefund,
  getDonationReceipt,
  getPaymentLink,
  markPaymentAsDonation,
  sendPaymentReminder,
} from '@generated/api/payments/payments';
import { getGetTenantStatsQueryOptions } from '@generated/api/statistics/statistics';
import type { Payment } from '@generated/model/payment';
import { downloadBase64Pdf } from '@/lib/download';
import { notify } from '@/lib/notify';
import { PENDING_STATES, sumByStates, type StatsSum } from '@/lib/payment-stats';

export { paymentsListQueryOptions } from './queries';

/** The summary card: pending payments of the company (MANUAL and PENDING). */
export const tenantPendingQueryOptions = (enabled: boolean) =>
  getGetTenantStatsQueryOptions({
    query: { enabled, select: (stats) => sumByStates(stats, PENDING_STATES) },
  });

/** The summary card of a list pre-filtered to one customer: that customer's pending payments. */
export const debitorPendingQueryOptions = (debitorId: string | undefined) =>
  getGetDebitorStatsQueryOptions(debitorId ?? '', {
    query: {
      enabled: Boolean(debitorId),
      select: (stats): StatsSum => ({ total: stats.totalAmountPending, count: stats.numPending }),
    },
  });

const paymentQueryRoots = ['/payments', '/paperless', '/stats/tenant', '/debitors', '/agent'];

/** Everything that shows payments: lists, details, events, stats. */
export const invalidatePayments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey: [root] }) =>
      typeof root === 'string' && paymentQueryRoots.some((prefix) => root.startsWith(prefix)),
  });

type PaymentRef = Pick<Payment, 'id'>;

/** A mutation that invalidates payments afterwards and shows the spec's alerts. */
const usePaymentMutation = <V extends PaymentRef>(
  run: (variables: V) => Promise<unknown>,
  messages: { success: string; error: string },
) => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => notify.success(t(messages.success)),
    onError: () => notify.error(t(messages.error)),
    onSettled: () => invalidatePayments(queryClient),
  });
};

export type CancelValues = PaymentRef & {
  cancelReasonDebitor: string;
  cancelReasonInternal: string;
  sendEmailNotification: boolean;
};

export const useCancelPayment = () =>
  usePaymentMutation(
    ({ id, ...reasons }: CancelValues) => changePaymentState(id, { state: 'CANCELLED', ...reasons }),
    { success: 'messages.cancelled', error: 'messages.cancelError' },
  );

export const useVerifyPayment = () =>
  usePaymentMutation(
    ({ id, sendEmailNotification }: PaymentRef & { sendEmailNotification: boolean }) =>
      changePaymentState(id, { state: 'VERIFIED', sendEmailNotification }),
    { success: 'messages.verified', error: 'messages.verifyError' },
  );

export const useMarkAsDonation = () =>
  usePaymentMutation(({ id }: PaymentRef) => markPaymentAsDonation(id), {
    success: 'messages.markedAsDonation',
    error: 'messages.markAsDonationError',
  });

export const useCompleteRefund = () =>
  usePaymentMutation(({ id }: PaymentRef) => completePaymentRefund(id), {
    success: 'messages.refundCompleted',
    error: 'messages.refundError',
  });

export const useSendReminder = () =>
  usePaymentMutation(({ id }: PaymentRef) => sendPaymentReminder(id), {
    success: 'messages.reminder sent successfully',
    error: 'messages.reminder error',
  });

/** Copies the payment's link to the clipboard (spec 3 §7). */
export const useCopyPaymentLink = () => {
  const { t } = useTranslation('payments');
  return useMutation({
    mutationFn: async ({ id }: PaymentRef) => {
      const { paymentLink } = await getPaymentLink(id);
      await navigator.clipboard.writeText(paymentLink);
      return paymentLink;
    },
    onSuccess: () => notify.success(t('messages.paymentLinkCopied')),
    onError: () => notify.error(t('messages.payment link not found')),
  });
};

export const useDownloadDonationReceipt = () => {
  const { t } = useTranslation('payments');
  return useMutation({
    mutationFn: async ({ id }: PaymentRef) => downloadBase64Pdf(await getDonationReceipt(id)),
    onError: () => notify.error(t('messages.donationReceiptError')),
  });
};
