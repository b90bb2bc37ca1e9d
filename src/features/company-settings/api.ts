/**
 * The company settings' data: the company (master data, reminder and dunning settings), the
 * branding colours, and the updates with their alerts (spec 3 §8).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetBrandingSettingsQueryKey,
  getGetBrandingSettingsQueryOptions,
  getGetCompanyQueryKey,
  getGetCompanySuspenseQueryOptions,
  updateAccountSettings,
  updateBrandingSettings,
  updateCompany,
  updateDunningSettings,
  uploadBrandBackgroundImage,
} from '@generated/api/company/company';
import type { AccountSettingsUpdate } from '@generated/model/accountSettingsUpdate';
import type { BrandingSettingsUpdate } from '@generated/model/brandingSettingsUpdate';
import type { Company } from '@generated/model/company';
import type { CompanyUpdate } from '@generated/model/companyUpdate';
import type { DunningSettingsUpdate } from '@generated/model/dunningSettingsUpdate';
import { useAppMutation } from '@/lib/mutation';

export const companyQueryOptions = () => getGetCompanySuspenseQueryOptions();

/** The branding page shows its own error state ('unexpected error') with a retry. */
export const brandingQueryOptions = () => getGetBrandingSettingsQueryOptions({ query: { retry: false } });

/** Every update answers the whole company: it replaces the cached one at once. */
const useStoreCompany = () => {
  const queryClient = useQueryClient();
  return (company: Company) => queryClient.setQueryData(getGetCompanyQueryKey(), company);
};

export const useUpdateMasterData = () => {
  const store = useStoreCompany();
  return useAppMutation({
    mutationFn: async (body: CompanyUpdate) => {
      const company = await updateCompany(body);
      store(company);
      return company;
    },
    success: 'company-settings:messages.masterdataUpdated',
    error: 'company-settings:messages.settingsUpdateError',
  });
};

export type ServiceSettingsUpdate = { account: AccountSettingsUpdate; dunning: DunningSettingsUpdate };

/** Both settings updates run together; whatever happens, the company is read again afterwards. */
export const useSaveServiceSettings = () =>
  useAppMutation({
    mutationFn: ({ account, dunning }: ServiceSettingsUpdate) =>
      Promise.all([updateAccountSettings(account), updateDunningSettings(dunning)]),
    invalidates: () => [getGetCompanyQueryKey()],
    success: 'company-settings:messages.settingsUpdated',
    error: 'company-settings:messages.settingsUpdateError',
  });

export const useUpdateBranding = () => {
  const store = useStoreCompany();
  return useAppMutation({
    mutationFn: async (body: BrandingSettingsUpdate) => {
      const company = await updateBrandingSettings(body);
      store(company);
      return company;
    },
    invalidates: () => [getGetBrandingSettingsQueryKey()],
    success: 'company-settings:messages.brandingUpdated',
    error: 'company-settings:messages.brandingUpdateFailed',
  });
};

export const useUploadBackgroundImage = () => {
  const store = useStoreCompany();
  return useAppMutation({
    mutationFn: async (file: File) => {
      const company = await uploadBrandBackgroundImage({ file });
      store(company);
      return company;
    },
    invalidates: () => [getGetBrandingSettingsQueryKey()],
    success: 'company-settings:messages.backgroundImageUploaded',
    error: { key: 'company-settings:messages.backgroundImageFailed', withServerMessage: true },
  });
};
