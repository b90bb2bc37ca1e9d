import { Modal, Stack } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlanPreview } from '@generated/model/instalmentPlanPreview';
import { DraftOffer } from '@/components/form/draft-offer';
import { useKeptInput } from '@/components/form/use-kept-input';
import { Wizard } from '@/components/wizard/wizard';
import { PlanSchedule } from './plan-schedule';

type Props<TInput extends FieldValues, TValues> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  form: UseFormReturn<TInput, unknown, TValues>;
  /** The form step's fields. */
  fields: ReactNode;
  /** Computes the schedule of the values; a rejection stays on the form (the call's alert says why). */
  preview: (values: TValues) => Promise<InstalmentPlanPreview>;
  /** Saves the previewed values; a rejection keeps the dialog open. */
  save: (values: TValues) => Promise<unknown>;
  saving: boolean;
  saveLabel: string;
  /** Continue stays disabled (customise: until the form is valid and changed). */
  continueDisabled?: boolean;
  /** The id under which the form keeps a draft and offers it back (src/lib/drafts.ts). */
  draftId: string;
};

type Previewed<TValues> = { values: TValues; preview: InstalmentPlanPreview };

/**
 * The two steps of creating, editing and customising a plan (spec 2 §2, spec 3 §4): the form, then
 * the server's preview of the schedule. Back returns to the form with everything kept; save sends
 * exactly what was previewed.
 */
export const PlanPreviewWizard = <TInput extends FieldValues, TValues>({
  opened,
  onClose,
  title,
  form,
  fields,
  preview,
  save,
  saving,
  saveLabel,
  continueDisabled,
  draftId,
}: Props<TInput, TValues>) => {
  const { t } = useTranslation('instalment-plans');
  const [active, setActive] = useState(0);
  const [previewed, setPreviewed] = useState<Previewed<TValues> | null>(null);
  // One save at a time: a second press before `saving` renders sends nothing.
  const sending = useRef(false);
  const { draft, leave } = useKeptInput(form, opened ? draftId : null, () => !opened || sending.current);

  const toPreview = async () => {
    let shown = false;
    await form.handleSubmit(async (values) => {
      try {
        setPreviewed({ values, preview: await preview(values) });
        shown = true;
      } catch {
        // The preview call's alert says what failed; the form keeps what was typed.
      }
    })();
    return shown;
  };

  const submit = () => {
    if (!previewed || sending.current) return;
    sending.current = true;
    save(previewed.values).then(
      () => {
        draft.clear();
        onClose();
      },
      () => {
        sending.current = false;
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !saving && leave.askBeforeClose(onClose)}
      title={title}
      size="lg"
      closeOnClickOutside={false}
      centered
    >
      <FormProvider {...form}>
        {active === 0 && <DraftOffer draft={draft} kind="instalmentPlan" />}
        <Wizard
          aria-label={title}
          active={active}
          onActiveChange={setActive}
          validateStep={toPreview}
          onSubmit={submit}
          canSubmit={Boolean(previewed) && !saving}
          submitting={saving}
          labels={{ back: t('wizard.back'), continue: t('wizard.continue'), submit: saveLabel }}
          steps={[
            {
              id: 'form',
              title: t('wizard.form'),
              content: <Stack gap="md">{fields}</Stack>,
              continueDisabled,
            },
            {
              id: 'preview',
              title: t('wizard.preview'),
              content: previewed && (
                <PlanSchedule
                  rates={previewed.preview.instalmentRates}
                  downPayment={previewed.preview.downPayment}
                  totalNetAmount={previewed.preview.totalNetAmount}
                />
              ),
            },
          ]}
        />
      </FormProvider>
      {leave.guard}
    </Modal>
  );
};
