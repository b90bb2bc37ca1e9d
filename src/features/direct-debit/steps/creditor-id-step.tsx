import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/fields';
import { TextField } from '@/components/form/text-fields';
import { useSendCreditorIdentifier } from '../api';
import { CreditorIdSchema, type CreditorIdInput } from '../direct-debit-schemas';
import { helpLinks } from '../help-links';
import { DraftOffer } from '@/components/form/draft-offer';
import { useStepBinding, type StepBinding } from '../step-binding';
import type { z } from 'zod';

type Props = { connectionId: string; creditorIdentifier: string | undefined; binding: StepBinding };

/** Step 1: the creditor identifier, saved to the company (spec 1 §4). */
export const CreditorIdStep = ({ connectionId, creditorIdentifier, binding }: Props) => {
  const { t } = useTranslation('company-money');
  const send = useSendCreditorIdentifier(connectionId);
  const form = useForm<CreditorIdInput, unknown, z.output<typeof CreditorIdSchema>>({
    resolver: zodResolver(CreditorIdSchema),
    defaultValues: { creditorIdentifier: creditorIdentifier ?? '', received: false },
    mode: 'onChange',
  });
  const kept = useStepBinding('preparation', form, binding, async (values) => {
    await send.mutateAsync(values.creditorIdentifier);
  });

  return (
    <FormProvider {...form}>
      <DraftOffer draft={kept.draft} kind="ebics" />
      {kept.leave.guard}
      <Stack gap="md" mt="md">
        <Text size="sm">{t('directDebit.preparation.text')}</Text>
        <TextField<CreditorIdInput>
          name="creditorIdentifier"
          label={t('directDebit.preparation.creditorIdentifier')}
          description={t('directDebit.preparation.creditorIdentifierHint')}
          placeholder="DE98ZZZ09999999999"
          withAsterisk
          data-autofocus
        />
        <Anchor href={helpLinks.requestCreditorId} target="_blank" rel="noopener noreferrer" size="sm">
          {t('directDebit.preparation.requestCreditorId')}{' '}
          <IconExternalLink
            size={14}
            aria-label={t('directDebit.newTab')}
            style={{ verticalAlign: 'middle' }}
          />
        </Anchor>
        <CheckboxField<CreditorIdInput> name="received" label={t('directDebit.preparation.received')} />
      </Stack>
    </FormProvider>
  );
};
