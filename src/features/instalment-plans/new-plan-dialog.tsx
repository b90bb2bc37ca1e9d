import type { Customer } from '@/entities/customer/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreatePlan, usePreviewNewPlan } from './api';
import { PlanFormFields } from './plan-form-fields';
import { PlanPreviewWizard } from './plan-preview-wizard';
import {
  planDefaults,
  PlanSchema,
  toCreateBody,
  toPreviewBody,
  type PlanInput,
  type PlanValues,
} from './plan-schema';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The customer to start with (the customer menu's 'new instalment plan'). */
  customer?: Customer;
};

/** A new instalment plan: the form, the preview of its schedule, then saved as a draft (spec 2 §2). */
export const NewPlanDialog = ({ opened, onClose, customer }: Props) => {
  const { t } = useTranslation('instalment-plans');
  const previewPlan = usePreviewNewPlan();
  const create = useCreatePlan();
  const form = useForm<PlanInput, unknown, PlanValues>({
    resolver: zodResolver(PlanSchema),
    defaultValues: planDefaults(customer?.id),
    mode: 'onTouched',
  });
  const pending = previewPlan.isPending || create.isPending;
  return (
    <PlanPreviewWizard
      opened={opened}
      onClose={onClose}
      title={t('new instalment plan')}
      form={form}
      fields={<PlanFormFields disabled={pending} />}
      preview={(values) => previewPlan.mutateAsync(toPreviewBody(values))}
      save={(values) => create.mutateAsync(toCreateBody(values))}
      saving={create.isPending}
      draftId="instalmentPlan.new"
      saveLabel={t('form.saveDraft')}
    />
  );
};
