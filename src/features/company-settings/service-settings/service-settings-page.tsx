import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Company } from '@generated/model/company';
import { PageIntro } from '@/components/page-header';
import { companyQueryOptions, useSaveServiceSettings } from '../api';
import { SettingsForm } from '../settings-form';
import { BccFields } from './bcc-fields';
import { DunningFields, ReminderFields } from './reminder-dunning-fields';
import {
  ServiceSettingsSchema,
  toServiceSettingsInput,
  type ServiceSettingsInput,
  type ServiceSettingsValues,
} from './service-settings-schema';

/** /dashboard/company/settings (spec 3 §2.10): payment reminders, automatic dunning, copy recipients. */
export const ServiceSettingsPage = () => {
  const { t } = useTranslation('company-settings');
  const queryClient = useQueryClient();
  const { data: company } = useSuspenseQuery(companyQueryOptions());
  const save = useSaveServiceSettings();
  const form = useForm<ServiceSettingsInput, unknown, ServiceSettingsValues>({
    resolver: zodResolver(ServiceSettingsSchema),
    defaultValues: toServiceSettingsInput(company),
    mode: 'onTouched',
  });

  const showSaved = () => {
    const saved: Company | undefined = queryClient.getQueryData(companyQueryOptions().queryKey);
    form.reset(toServiceSettingsInput(saved ?? company));
  };

  return (
    <Stack gap="lg">
      <PageIntro title={t('serviceSettings.title')} intro={t('serviceSettings.intro')} />
      <SettingsForm
        label={t('serviceSettings.title')}
        form={form}
        pending={save.isPending}
        onSubmit={async (values) => {
          // The company has been read again by then: after a failure too the form shows what is saved.
          try {
            await save.mutateAsync(values);
          } finally {
            showSaved();
          }
        }}
      >
        <ReminderFields />
        <DunningFields />
        <BccFields />
      </SettingsForm>
    </Stack>
  );
};
