import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { PositionsSchema, type PositionsValues } from './adjustment-schema';
import { positionsFromInvoice, type PositionInput } from './invoice-schema';
import { InvoiceTotals } from './invoice-totals';
import { PositionsEditor } from './positions-editor';
import { useLiveAmounts } from './use-live-amounts';
import { DialogActions } from '@/components/dialog-actions';
import { DraftOffer } from '@/components/form/draft-offer';
import { useKeptStep } from './use-kept-step';

type Form = { positions: PositionInput[]; reverseCharge: boolean };

type Props = {
  draft: Invoice;
  pending: boolean;
  /** Saves the positions; a rejection keeps the step with what was typed. */
  onSubmit: (values: PositionsValues) => Promise<unknown>;
  onCancel: () => void;
  /** The wizard's own close (its X, Escape) asks through the step's leave guard. */
  closeRequestRef: RefObject<(() => void) | null>;
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
export const CorrectionPositionsStep = ({ draft, pending, onSubmit, onCancel, closeRequestRef }: Props) => {
  const { t } = useTranslation(['invoice-editor', 'lists']);
  const form = useForm<Form, unknown, PositionsValues>({
    resolver: zodResolver(PositionsSchema),
    defaultValues: { positions: positionsFromInvoice(draft), reverseCharge: draft.reverseCharge ?? false },
    mode: 'all',
  });
  const kept = useKeptStep(form, `correction.${draft.id}.positions`, onSubmit, onCancel, closeRequestRef);
  return (
    <FormProvider {...form}>
      <DraftOffer draft={kept.draft} kind="correction" />
      <form onSubmit={kept.submit} noValidate aria-label={t('wizard.correct.positionsLabel')}>
        <Stack gap="md">
          <Text size="sm">{t('wizard.correct.positionsIntro')}</Text>
          <Fields pending={pending} />
          <DialogActions>
            <Button variant="default" onClick={() => kept.leave.askBeforeClose(onCancel)} disabled={pending}>
              {t('lists:dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('wizard.correct.savePositions')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
      {kept.leave.guard}
    </FormProvider>
  );
};
