import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { PositionsSchema, type PositionsValues } from './adjustment-schema';
import { positionsFromInvoice, type PositionInput } from './invoice-schema';
import { InvoiceTotals } from './invoice-totals';
import { PositionsEditor } from './positions-editor';
import { useLiveAmounts } from './use-live-amounts';
import { DialogActions } from '@/components/dialog-actions';

type Form = { positions: PositionInput[]; reverseCharge: boolean };

type Props = {
  draft: Invoice;
  pending: boolean;
  onSubmit: (values: PositionsValues) => void;
  onCancel: () => void;
};

const Fields = ({ pending }: { pending: boolean }) => {
  const { isValid } = useFormState<Form>();
  const amounts = useLiveAmounts();
  return (
    <>
      <PositionsEditor disabled={pending} canAdd={isValid} />
      <InvoiceTotals amounts={amounts} />
    </>
  );
};

/** The corrective invoice's positions, changed with the same editor as a new invoice. */
export const CorrectionPositionsStep = ({ draft, pending, onSubmit, onCancel }: Props) => {
  const { t } = useTranslation(['invoice-editor', 'lists']);
  const form = useForm<Form, unknown, PositionsValues>({
    resolver: zodResolver(PositionsSchema),
    defaultValues: { positions: positionsFromInvoice(draft), reverseCharge: draft.reverseCharge ?? false },
    mode: 'all',
  });
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onSubmit)(event);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('wizard.correct.positionsLabel')}>
        <Stack gap="md">
          <Text size="sm">{t('wizard.correct.positionsIntro')}</Text>
          <Fields pending={pending} />
          <DialogActions>
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('lists:dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('wizard.correct.savePositions')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </FormProvider>
  );
};
