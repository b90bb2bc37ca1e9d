import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createTrackedTransaction, getListAgentAppsQueryOptions } from '@generated/api/agent/agent';
import { getDefaultBankAccount, listBankAccounts } from '@generated/api/bank-accounts/bank-accounts';
import { createDebitor, getListDebitorsQueryOptions } from '@generated/api/customers/customers';
import { createPayment, uploadPaymentInvoice } from '@generated/api/payments/payments';
import type { DebitorInput } from '@generated/model/debitorInput';
import type { Payment } from '@generated/model/payment';
import type { PaymentCreate } from '@generated/model/paymentCreate';
import { notify } from '@/lib/notify';
import { invalidatePayments } from '../api';

/** Spec 2 §9: the picker asks for 20 customers sorted by last name. */
export const PICKER_SIZE = 20;

export const pickerDebitorsQueryOptions = (search: string) =>
  getListDebitorsQueryOptions({
    size: PICKER_SIZE,
    page: 0,
    sort: ['lastName,asc'],
    search: search.trim() || undefined,
  });

/**
 * Whether direct debit is active on the company's default bank account. The default account has
 * its own (unconfirmed) call; the bank account list answers the same question when it fails.
 */
export const directDebitActiveQueryOptions = () =>
  queryOptions({
    queryKey: ['/bankaccounts/default', 'directDebitActive'],
    queryFn: async () => {
      try {
        return (await getDefaultBankAccount()).directDebitActive;
      } catch {
        const { bankAccounts } = await listBankAccounts();
        return bankAccounts.find((account) => account.default)?.directDebitActive ?? false;
      }
    },
    staleTime: 60_000,
  });

export const agentAppsQueryOptions = (enabled: boolean) =>
  getListAgentAppsQueryOptions({
    query: { enabled, select: (list) => list._embedded.connectedApps.filter((app) => app.active) },
  });

/** Creates the customer of the inline form; a failure is shown in that form by the caller. */
export const useCreateDebitor = () => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DebitorInput) => createDebitor(input),
    onSuccess: () => {
      notify.success(t('messages.new debtor created'));
      return queryClient.invalidateQueries({ queryKey: ['/debitors'] });
    },
  });
};

export type CreatePaymentRequest = { body: PaymentCreate; invoiceFile: File | null };

/**
 * POST /payments, then the invoice PDF (PUT /paperless/{id}/invoice) for INVOICE payments. A
 * failed creation closes the dialog with 'error create transaction' (spec 2 §8).
 */
export const useCreatePayment = () => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, invoiceFile }: CreatePaymentRequest): Promise<Payment> => {
      const payment = await createPayment(body);
      if (body.paymentType === 'INVOICE' && invoiceFile) {
        try {
          await uploadPaymentInvoice(payment.id, { file: invoiceFile, title: invoiceFile.name });
        } catch {
          notify.error(t('messages.invoiceUploadError'));
        }
      }
      return payment;
    },
    onSuccess: () => notify.success(t('messages.transaction created')),
    onError: () => notify.error(t('messages.error create transaction')),
    onSettled: () => invalidatePayments(queryClient),
  });
};

/** Lets the chosen connected apps see the payment; a failure is a form error (spec 2 §8). */
export const useTrackPayment = () => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, agentAllowList }: { paymentId: string; agentAllowList: string[] }) =>
      createTrackedTransaction(paymentId, { agentAllowList }),
    onSuccess: () => {
      notify.success(t('messages.Online payment created'));
      return invalidatePayments(queryClient);
    },
  });
};
