import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { EbicsConnection } from '@generated/model/ebicsConnection';
import { TextField } from '@/components/form/text-fields';
import { useInitializeEbics } from '../api';
import { SetupSchema, type SetupInput } from '../direct-debit-schemas';
import { DraftOffer } from '@/components/form/draft-offer';
import { useStepBinding, type StepBinding } from '../step-binding';

type Props = {
  connectionId: string;
  defaults: Pick<EbicsConnection, 'userId' | 'partnerId'>;
  binding: StepBinding;
};

/**
 * Step 3: the bank's user and partner ids; an empty reply is an 'ebics error' (spec 1 §4, §8).
 * That error is a status of the form, not a field error: the ids stay valid, so 'check input'
 * stays enabled and the same ids can be sent again.
 */
export const SetupStep = ({ connectionId, defaults, binding }: Props) => {
  const { t } = useTranslation(['company-money', 'validations']);
  const initialize = useInitializeEbics(connectionId);
  const form = useForm<SetupInput, unknown, z.output<typeof SetupSchema>>({
    resolver: zodResolver(SetupSchema),
    defaultValues: { userId: defaults.userId ?? '', partnerId: defaults.partnerId ?? '' },
    mode: 'onChange',
  });
  const [ebicsError, setEbicsError] = useState(false);
  const kept = useStepBinding('setup', form, binding, async (ids) => {
    setEbicsError(false);
    const reply: EbicsConnection | undefined = await initialize.mutateAsync(ids);
    if (!reply?.status) setEbicsError(true);
  });

  return (
    <FormProvider {...form}>
      <DraftOffer draft={kept.draft} kind="ebics" />
      {kept.leave.guard}
      <Stack gap="md" mt="md">
        <Text size="sm">{t('directDebit.setup.text')}</Text>
        {ebicsError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('directDebit.validation.ebics error')}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextField<SetupInput>
            name="userId"
            label={t('directDebit.setup.userId')}
            description={t('directDebit.setup.idHint')}
            withAsterisk
            data-autofocus
          />
          <TextField<SetupInput>
            name="partnerId"
            label={t('directDebit.setup.partnerId')}
            description={t('directDebit.setup.idHint')}
            withAsterisk
          />
        </Group>
      </Stack>
    </FormProvider>
  );
};
