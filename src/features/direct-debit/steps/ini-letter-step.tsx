import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/fields';
import { usePdfDownload } from '@/components/transaction-detail/pdf-download-button';
import { loadIniLetter, useConfirmIniLetterSent } from '../api';
import { IniLetterSchema, type IniLetterInput } from '../direct-debit-schemas';
import { DraftOffer } from '@/components/form/draft-offer';
import { useStepBinding, type StepBinding } from '../step-binding';

type Props = { connectionId: string; binding: StepBinding };

/** Step 4: the INI letter as PDF, and the confirmation that it was sent (spec 1 §4). */
export const IniLetterStep = ({ connectionId, binding }: Props) => {
  const { t } = useTranslation('company-money');
  const confirm = useConfirmIniLetterSent(connectionId);
  const download = usePdfDownload(() => loadIniLetter(connectionId));
  const form = useForm<IniLetterInput, unknown, z.output<typeof IniLetterSchema>>({
    resolver: zodResolver(IniLetterSchema),
    defaultValues: { sent: false },
    mode: 'onChange',
  });
  const kept = useStepBinding('iniLetter', form, binding, async () => {
    await confirm.mutateAsync();
  });

  return (
    <FormProvider {...form}>
      <DraftOffer draft={kept.draft} kind="ebics" />
      {kept.leave.guard}
      <Stack gap="md" mt="md">
        <Text size="sm">{t('directDebit.iniLetter.text')}</Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          w="fit-content"
          data-autofocus
        >
          {t('directDebit.iniLetter.download')}
        </Button>
        <CheckboxField<IniLetterInput> name="sent" label={t('directDebit.iniLetter.sent')} />
      </Stack>
    </FormProvider>
  );
};
