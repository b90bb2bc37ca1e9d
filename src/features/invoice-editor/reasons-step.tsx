import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftOffer } from '@/components/form/draft-offer';
import { TextareaField } from '@/components/form/fields';
import { useKeptStep } from './use-kept-step';
import {
  REASON_MAX,
  ReasonsSchema,
  type AdjustmentKind,
  type ReasonsInput,
  type ReasonsValues,
} from './adjustment-schema';
import { DialogActions } from '@/components/dialog-actions';

type Props = {
  kind: AdjustmentKind;
  pending: boolean;
  /** Creates the document; a rejection keeps the step with what was typed. */
  onSubmit: (values: ReasonsValues) => Promise<unknown>;
  onCancel: () => void;
  /** The reasons' draft (src/lib/drafts.ts). */
  draftId: string;
  /** The wizard's own close (its X, Escape) asks through the step's leave guard. */
  closeRequestRef: RefObject<(() => void) | null>;
};

/** The two reasons: external (shown to the debtor) and internal (spec 3 §4). */
export const ReasonsStep = ({ kind, pending, onSubmit, onCancel, draftId, closeRequestRef }: Props) => {
  const { t } = useTranslation(['invoice-editor', 'lists']);
  const form = useForm<ReasonsInput, unknown, ReasonsValues>({
    resolver: zodResolver(ReasonsSchema),
    defaultValues: { external: '', internal: '' },
    mode: 'onTouched',
  });
  const { draft, leave, submit } = useKeptStep(form, draftId, onSubmit, onCancel, closeRequestRef);
  return (
    <FormProvider {...form}>
      <DraftOffer draft={draft} kind={kind === 'cancel' ? 'cancellation' : 'correction'} />
      <form onSubmit={submit} noValidate aria-label={t(`wizard.${kind}.reasonsLabel`)}>
        <Stack gap="md">
          <Text size="sm">{t(`wizard.${kind}.intro`)}</Text>
          <TextareaField<ReasonsInput>
            name="external"
            label={t('wizard.externalReason')}
            description={t('wizard.externalReasonHint', { max: REASON_MAX })}
            rows={2}
            resize="vertical"
            disabled={pending}
            data-autofocus
          />
          <TextareaField<ReasonsInput>
            name="internal"
            label={t('wizard.internalReason')}
            description={t('wizard.internalReasonHint', { max: REASON_MAX })}
            rows={2}
            resize="vertical"
            disabled={pending}
          />
          <DialogActions>
            <Button variant="default" onClick={() => leave.askBeforeClose(onCancel)} disabled={pending}>
              {t('lists:dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t(`wizard.${kind}.create`)}
            </Button>
          </DialogActions>
        </Stack>
      </form>
      {leave.guard}
    </FormProvider>
  );
};
