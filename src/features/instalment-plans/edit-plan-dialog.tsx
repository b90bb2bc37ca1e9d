import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { AmountField } from '@/components/form/fields';
import { useEditPlan, usePreviewEdit } from './api';
import {
  editDefaults,
  EditPlanSchema,
  toEditBody,
  toEditPreviewBody,
  type EditPlanInput,
  type EditPlanValues,
} from './plan-change-schemas';
import { PlanAmountFields } from './plan-amount-fields';
import { PlanPreviewWizard } from './plan-preview-wizard';

type Props = { plan: InstalmentPlan; opened: boolean; onClose: () => void };

/** Edits a draft: total, purpose, rate and down payment, then the preview, then save (spec 3 §5). */
export const EditPlanDialog = ({ plan, opened, onClose }: Props) => {
  const { t } = useTranslation('instalment-plans');
  const previewEdit = usePreviewEdit();
  const edit = useEditPlan();
  const form = useForm<EditPlanInput, unknown, EditPlanValues>({
    resolver: zodResolver(EditPlanSchema),
    defaultValues: editDefaults(plan),
    mode: 'onTouched',
  });
  const pending = previewEdit.isPending || edit.isPending;
  return (
    <PlanPreviewWizard
      opened={opened}
      onClose={onClose}
      title={t('edit.title')}
      form={form}
      fields={
        <>
          <PlanAmountFields disabled={pending} />
          <AmountField<EditPlanInput>
            name="downPayment"
            label={t('form.downPayment')}
            description={t('form.downPaymentHint')}
            disabled={pending}
          />
        </>
      }
      preview={(values) => previewEdit.mutateAsync({ id: plan.id, body: toEditPreviewBody(plan, values) })}
      save={(values) => edit.mutateAsync({ id: plan.id, body: toEditBody(plan, values) })}
      saving={edit.isPending}
      draftId={`instalmentPlan.${plan.id}`}
      saveLabel={t('edit.submit')}
    />
  );
};
