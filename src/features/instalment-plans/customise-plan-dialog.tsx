import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { FieldMessageValues } from '@/components/form/use-field-error';
import { formatMoney } from '@/lib/format';
import { useCustomisePlan, usePreviewCustomisation } from './api';
import { MetadataRowsField } from './metadata-rows-field';
import {
  coveredAmount,
  customiseDefaults,
  customiseSchema,
  toCustomiseBody,
  toCustomisePreviewBody,
  type CustomiseInput,
  type CustomiseValues,
} from './plan-change-schemas';
import { PlanAmountFields } from './plan-amount-fields';
import { PlanPreviewWizard } from './plan-preview-wizard';

type Props = { plan: InstalmentPlan; opened: boolean; onClose: () => void };

/**
 * Customises a running plan (spec 3 §5): continue only when the form is valid and changed, then
 * the preview, then save.
 */
export const CustomisePlanDialog = ({ plan, opened, onClose }: Props) => {
  const { t } = useTranslation('instalment-plans');
  const previewChange = usePreviewCustomisation();
  const customise = useCustomisePlan();
  const covered = coveredAmount(plan);
  const schema = useMemo(() => customiseSchema(covered), [covered]);
  // The message of a total below the covered amount names that amount.
  const messageValues = useMemo(() => ({ amount: formatMoney(covered) }), [covered]);
  const form = useForm<CustomiseInput, unknown, CustomiseValues>({
    resolver: zodResolver(schema),
    defaultValues: customiseDefaults(plan),
    mode: 'onChange',
  });
  const { isDirty, isValid } = useFormState({ control: form.control });
  const pending = previewChange.isPending || customise.isPending;
  return (
    <PlanPreviewWizard
      opened={opened}
      onClose={onClose}
      title={t('customise.title')}
      form={form}
      continueDisabled={!isDirty || !isValid}
      fields={
        <FieldMessageValues value={messageValues}>
          <Text size="sm" c="dimmed">
            {t('customise.covered', { amount: formatMoney(covered) })}
          </Text>
          <PlanAmountFields disabled={pending} />
          <MetadataRowsField keyName="name" disabled={pending} />
        </FieldMessageValues>
      }
      preview={(values) =>
        previewChange.mutateAsync({ id: plan.id, body: toCustomisePreviewBody(plan, values) })
      }
      save={(values) => customise.mutateAsync({ id: plan.id, body: toCustomiseBody(values) })}
      saving={customise.isPending}
      draftId={`instalmentPlan.${plan.id}.customise`}
      saveLabel={t('customise.submit')}
    />
  );
};
