import {
  getGetCompanyQueryKey,
  getGetCompanyQueryOptions,
  uploadCompanyLogo,
} from '@generated/api/company/company';
import { useAppMutation } from '@/lib/mutation';

export const companyQueryOptions = () => getGetCompanyQueryOptions({ query: { staleTime: 60_000 } });

/** PUT /company/logo; the new logo shows wherever the company's logo is shown (GET /company). */
export const useUploadLogo = () =>
  useAppMutation({
    mutationFn: (file: Blob) => uploadCompanyLogo({ file }),
    invalidates: () => [getGetCompanyQueryKey()],
    success: 'company-money:logo.messages.logo successfully updated',
    error: { key: 'company-money:logo.messages.updateFailed', withServerMessage: true },
  });
