import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AmountField, CheckboxField } from '@/components/form/fields';
import { TextField } from '@/components/form/text-fields';
import { usePdfDownload } from '@/components/transaction-detail/pdf-download-button';
import { loadBankRequestForm, useRequestEbicsFromBank } from '../api';
import { onboardingBankOf } from '../direct-debit-rules';
import { BankRequestSchema, RequestSchema, type RequestInput } from '../direct-debit-schemas';
import { helpLinks } from '../help-links';
import { DraftOffer } from '@/components/form/draft-offer';
import { useStepBinding, type StepBinding } from '../step-binding';

type Props = {
  connectionId: string;
  iban: string;
  defaults: { withdrawLimit?: number; creditorName?: string };
  binding: StepBinding;
};

/** The bank's own onboarding text for the two supported bank codes (spec 1 §9). */
const BankOnboarding = ({ iban }: { iban: string }) => {
  const { t } = useTranslation('company-money');
  const bank = onboardingBankOf(iban);
  if (!bank) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t(`directDebit.onboarding.${bank}Title`)}
    >
      <Stack gap={4}>
        <Text size="sm">{t(`directDebit.onboarding.${bank}Text`)}</Text>
        {bank === 'gls' && (
          <Anchor href={helpLinks.glsOnboarding} target="_blank" rel="noopener noreferrer" size="sm">
            {t('directDebit.onboarding.glsLink')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
};

/** Step 2: withdrawal limit and creditor name go to the bank, with the request form as PDF. */
export const RequestStep = ({ connectionId, iban, defaults, binding }: Props) => {
  const { t } = useTranslation('company-money');
  const request = useRequestEbicsFromBank(connectionId);
  const form = useForm<RequestInput, unknown, z.output<typeof RequestSchema>>({
    resolver: zodResolver(RequestSchema),
    defaultValues: {
      withdrawLimit: defaults.withdrawLimit,
      creditorName: defaults.creditorName ?? '',
      confirmed: false,
    },
    mode: 'onChange',
  });
  const kept = useStepBinding('request', form, binding, async ({ withdrawLimit, creditorName }) => {
    await request.mutateAsync({ withdrawLimit, creditorName });
  });
  const [withdrawLimit, creditorName] = useWatch({
    control: form.control,
    name: ['withdrawLimit', 'creditorName'],
  });
  const pdfRequest = BankRequestSchema.safeParse({ withdrawLimit, creditorName });
  const download = usePdfDownload(async () => {
    if (!pdfRequest.success) throw new Error('The limit and the name are not valid.');
    return loadBankRequestForm(connectionId, pdfRequest.data);
  });

  return (
    <FormProvider {...form}>
      <DraftOffer draft={kept.draft} kind="ebics" />
      {kept.leave.guard}
      <Stack gap="md" mt="md">
        <Text size="sm">{t('directDebit.request.text')}</Text>
        <BankOnboarding iban={iban} />
        <Group grow align="flex-start">
          <AmountField<RequestInput>
            name="withdrawLimit"
            label={t('directDebit.request.withdrawLimit')}
            description={t('directDebit.request.withdrawLimitHint')}
            withAsterisk
            min={0}
            data-autofocus
          />
          <TextField<RequestInput>
            name="creditorName"
            label={t('directDebit.request.creditorName')}
            withAsterisk
          />
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          disabled={!pdfRequest.success}
          loading={download.isPending}
          onClick={() => download.mutate()}
          w="fit-content"
        >
          {t('directDebit.request.downloadForm')}
        </Button>
        <CheckboxField<RequestInput> name="confirmed" label={t('directDebit.request.confirmed')} />
      </Stack>
    </FormProvider>
  );
};
