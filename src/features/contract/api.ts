/** Signing the contract at the bank (spec 1 §4, §7): start, leave for the bank, come back, fetch. */
import { useQueryClient } from '@tanstack/react-query';
import { completeSigning, startSigning } from '@generated/api/signing/signing';
import { browserLocation, safeExternalUrl } from '@/lib/leave-portal';
import { useAppMutation } from '@/lib/mutation';
import { signedContractQueryKey, writeSignedContract, type SignedContract } from './signed-contract-store';

/** The contract document of the preview and of the signing (spec 1 §2). */
export const CONTRACT_PDF = '/assets/contract.pdf';

/** The signing success dialog closes by itself after this long (spec 1 §9). */
export const SIGNING_SUCCESS_MS = 2000;

const loadContract = async () => {
  const response = await fetch(CONTRACT_PDF);
  if (!response.ok) throw new Error(`The contract could not be loaded (${response.status}).`);
  // A Blob of this page's own kind (the FormData it goes into may not take another realm's).
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
};

/** Posts the contract and its title, then sends the browser to the bank (the 201's location). */
export const useStartSigning = () =>
  useAppMutation({
    mutationFn: async ({ title }: { title: string }) => {
      const file = await loadContract();
      const { headers } = await startSigning({ file, title }, { credentials: 'include' });
      const location = safeExternalUrl(headers.get('location'));
      if (!location) throw new Error('The signing answer has no usable location.');
      browserLocation.assign(location);
    },
    error: { key: 'company-money:contract.messages.startFailed', withServerMessage: true },
  });

/** The callback's parameters give the signed PDF, which is kept in this browser. */
export const useCompleteSigning = () => {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async ({ code, state }: { code: string; state?: string }) => {
      const pdf = await completeSigning({ code, state }, { credentials: 'include' });
      const signed: SignedContract = { signedAt: new Date().toISOString(), pdf };
      await writeSignedContract(signed);
      queryClient.setQueryData(signedContractQueryKey, signed);
      return signed;
    },
    error: { key: 'company-money:contract.messages.completeFailed', withServerMessage: true },
  });
};
