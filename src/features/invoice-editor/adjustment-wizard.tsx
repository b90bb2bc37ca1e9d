import { Button, Checkbox, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import {
  toAdjustmentBody,
  type AdjustmentKind,
  type PositionsValues,
  type ReasonsValues,
} from './adjustment-schema';
import { useCreateAdjustment, useFinalizeAdjustment, useUpdateCorrectiveDraft } from './api';
import { CorrectionPositionsStep } from './correction-positions-step';
import { PdfPreview } from './pdf-preview';
import { ReasonsStep } from './reasons-step';
import { DialogActions } from '@/components/dialog-actions';

type Props = { kind: AdjustmentKind; invoice: Invoice; onClose: () => void };

type Step = 'reasons' | 'positions' | 'preview';

/**
 * The cancellation or correction wizard (spec 3 §4): reasons, the draft document (a correction
 * may change its positions), its PDF preview, a review tick, then finalize and send.
 */
export const AdjustmentWizard = ({ kind, invoice, onClose }: Props) => {
  const { t } = useTranslation(['invoice-editor', 'lists']);
  const [step, setStep] = useState<Step>('reasons');
  const [draft, setDraft] = useState<Invoice | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const [version, setVersion] = useState(0);
  const create = useCreateAdjustment(kind);
  const finalize = useFinalizeAdjustment(invoice.id);
  const updateDraft = useUpdateCorrectiveDraft();
  const steps: Step[] = kind === 'correct' ? ['reasons', 'positions', 'preview'] : ['reasons', 'preview'];
  const busy = create.isPending || finalize.isPending || updateDraft.isPending;
  const close = () => !busy && onClose();
  // The step on screen asks before its typed input is closed.
  const closeRequestRef = useRef<(() => void) | null>(null);
  const number = invoice.invoiceNumber ?? '';

  const createDraft = async (reasons: ReasonsValues) => {
    const created = await create.mutateAsync(toAdjustmentBody(invoice, reasons));
    setDraft(created);
    setStep(kind === 'correct' ? 'positions' : 'preview');
  };

  const savePositions = async (values: PositionsValues) => {
    if (!draft) return;
    const updated = await updateDraft.mutateAsync({ draft, values });
    setDraft(updated);
    setVersion((current) => current + 1);
    setReviewed(false);
    setStep('preview');
  };

  const send = () => draft && finalize.mutate(draft, { onSuccess: onClose });

  return (
    <Modal
      opened
      onClose={() => !busy && (closeRequestRef.current ?? close)()}
      title={t(`wizard.${kind}.title`, { number })}
      size="xl"
      closeOnClickOutside={false}
      data-testid="adjustment-wizard"
    >
      <Stack gap="md">
        <Stepper active={steps.indexOf(step)} size="sm" allowNextStepsSelect={false}>
          {steps.map((id) => (
            <Stepper.Step key={id} label={t(`wizard.steps.${id}`)} />
          ))}
        </Stepper>
        {step === 'reasons' && (
          <ReasonsStep
            kind={kind}
            pending={create.isPending}
            onSubmit={createDraft}
            onCancel={close}
            draftId={`${kind === 'cancel' ? 'cancellation' : 'correction'}.${invoice.id}.reasons`}
            closeRequestRef={closeRequestRef}
          />
        )}
        {step === 'positions' && draft && (
          <CorrectionPositionsStep
            draft={draft}
            pending={updateDraft.isPending}
            onSubmit={savePositions}
            onCancel={close}
            closeRequestRef={closeRequestRef}
          />
        )}
        {step === 'preview' && draft && (
          <>
            <PdfPreview kind={kind} draftId={draft.id} version={version} />
            <Checkbox
              label={t(`wizard.${kind}.reviewed`)}
              checked={reviewed}
              onChange={(event) => setReviewed(event.currentTarget.checked)}
              disabled={finalize.isPending}
            />
            <Text size="sm" c="dimmed">
              {t(`wizard.${kind}.finalizeHint`)}
            </Text>
            <DialogActions justify="space-between">
              {kind === 'correct' ? (
                <Button variant="default" onClick={() => setStep('positions')} disabled={finalize.isPending}>
                  {t('wizard.back')}
                </Button>
              ) : (
                <span />
              )}
              <Group>
                <Button variant="default" onClick={close} disabled={finalize.isPending}>
                  {t('lists:dialog.cancel')}
                </Button>
                <Button onClick={send} disabled={!reviewed} loading={finalize.isPending}>
                  {t('wizard.finalize')}
                </Button>
              </Group>
            </DialogActions>
          </>
        )}
      </Stack>
    </Modal>
  );
};
