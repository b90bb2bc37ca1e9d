/**
 * The signed contract, kept in this browser: no call of the contract reads the signed state back
 * (spec 1 §7), so the PDF the callback answered is remembered here (cleared on logout, as all of
 * localStorage but the language).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { base64ToBlob, fileToBase64 } from '@/lib/download';

const STORAGE_KEY = 'portal.signed-contract';

const Stored = z.object({ signedAt: z.string(), pdf: z.string() });

export type SignedContract = { signedAt: string; pdf: Blob };

export const readSignedContract = (): SignedContract | null => {
  try {
    const stored = Stored.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    if (!stored.success) return null;
    return { signedAt: stored.data.signedAt, pdf: base64ToBlob(stored.data.pdf, 'application/pdf') };
  } catch {
    return null;
  }
};

export const writeSignedContract = async (contract: SignedContract) => {
  try {
    const pdf = await fileToBase64(contract.pdf);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ signedAt: contract.signedAt, pdf }));
  } catch {
    // Storage full or unavailable: the contract stays known for this visit only.
  }
};

export const signedContractQueryKey = ['signed-contract'] as const;

export const signedContractQueryOptions = () =>
  queryOptions({
    queryKey: signedContractQueryKey,
    queryFn: () => readSignedContract(),
    staleTime: Infinity,
  });
