import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-header';
import { companyQueryOptions, useUpdateMasterData } from '../api';
import { SettingsForm } from '../settings-form';
import { AddressFields, ContactFields } from './address-contact-fields';
import { CompanyFields } from './company-fields';
import { IdentifierFields } from './identifier-fields';
import {
  MasterDataSchema,
  toMasterDataInput,
  type MasterDataInput,
  type MasterDataValues,
} from './master-data-schema';

/** /dashboard/company/masterdata (spec 3 §2.10): the company's master data in one form. */
export const MasterDataPage = () => {
  const { t } = useTranslation('company-settings');
  const { data: company } = useSuspenseQuery(companyQueryOptions());
  const update = useUpdateMasterData();
  const form = useForm<MasterDataInput, unknown, MasterDataValues>({
    resolver: zodResolver(MasterDataSchema),
    defaultValues: toMasterDataInput(company),
    mode: 'onTouched',
  });

  return (
    <Stack gap="lg">
      <PageIntro title={t('masterData.title')} intro={t('masterData.intro')} />
      <SettingsForm
        label={t('masterData.title')}
        form={form}
        pending={update.isPending}
        onSubmit={async (values) => {
          // A failure keeps everything typed; a success shows what the backend saved.
          const saved = await update.mutateAsync(values);
          form.reset(toMasterDataInput(saved));
        }}
      >
        <CompanyFields />
        <AddressFields />
        <ContactFields />
        <IdentifierFields />
      </SettingsForm>
    </Stack>
  );
};
