/** The direct debit wizard's data: the connection, one call per step, Back, and the two PDFs. */
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetDefaultBankAccountQueryKey,
  getListBankAccountsQueryKey,
} from '@generated/api/bank-accounts/bank-accounts';
import { getGetCompanyQueryKey, getGetCompanyQueryOptions } from '@generated/api/company/company';
import {
  confirmIniLetterSent,
  downloadEbicsBankRequest,
  getEbicsIniLetter,
  getGetEbicsConnectionQueryKey,
  getGetEbicsConnectionQueryOptions,
  initializeEbics,
  requestEbicsFromBank,
  sendCreditorIdentifier,
  updateEbicsConnectionStatus,
} from '@generated/api/ebics/ebics';
import type { EbicsBankRequest } from '@generated/model/ebicsBankRequest';
import type { EbicsConnection } from '@generated/model/ebicsConnection';
import type { EbicsConnectionStatus } from '@generated/model/ebicsConnectionStatus';
import { useAppMutation } from '@/lib/mutation';

/** While the bank activates, the wizard looks again now and then (the bank switches it on). */
export const ACTIVATION_POLL_MS = 10_000;

export const ebicsConnectionQueryOptions = (id: string) =>
  getGetEbicsConnectionQueryOptions(id, {
    query: {
      retry: false,
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.status === 'WAITING_FOR_ACTIVATION' ? ACTIVATION_POLL_MS : false,
    },
  });

export const companyQueryOptions = () => getGetCompanyQueryOptions({ query: { staleTime: 60_000 } });

const accountKeys = () => [getListBankAccountsQueryKey(), getGetDefaultBankAccountQueryKey()];

/**
 * A step's call: the answer is the connection in its new status, which moves the wizard at once.
 * An empty answer is handed back as undefined (step 3 shows 'ebics error' for it).
 */
const useStepCall = <TVariables>(
  id: string,
  call: (variables: TVariables) => Promise<EbicsConnection | undefined>,
  extraKeys: () => readonly (readonly unknown[])[] = () => [],
) => {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (variables: TVariables) => {
      const connection = await call(variables);
      if (connection?.status) queryClient.setQueryData(getGetEbicsConnectionQueryKey(id), connection);
      return connection;
    },
    invalidates: () => [...accountKeys(), ...extraKeys()],
    error: { key: 'company-money:directDebit.messages.stepFailed', withServerMessage: true },
  });
};

export const useSendCreditorIdentifier = (id: string) =>
  useStepCall(
    id,
    (creditorIdentifier: string) => sendCreditorIdentifier(id, { creditorIdentifier }),
    // The creditor identifier is saved to the company as well.
    () => [getGetCompanyQueryKey()],
  );

export const useRequestEbicsFromBank = (id: string) =>
  useStepCall(id, (request: EbicsBankRequest) => requestEbicsFromBank(id, request));

export const useInitializeEbics = (id: string) =>
  useStepCall(id, (ids: { userId: string; partnerId: string }) => initializeEbics(id, ids));

export const useConfirmIniLetterSent = (id: string) => useStepCall(id, () => confirmIniLetterSent(id));

export const useStepBack = (id: string) =>
  useStepCall(id, (status: EbicsConnectionStatus) => updateEbicsConnectionStatus(id, { status }));

export const loadBankRequestForm = async (id: string, request: EbicsBankRequest) => ({
  name: 'bank-request-form',
  blob: await downloadEbicsBankRequest(id, request),
});

export const loadIniLetter = async (id: string) => ({
  name: 'ini-letter',
  blob: await getEbicsIniLetter(id),
});
