import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountField, TextField } from '@/components/form/fields';
import type { CustomiseInput, EditPlanInput } from './plan-change-schemas';

/** What editing a draft and customising a running plan both change. */
type PlanBasics = Pick<EditPlanInput & CustomiseInput, 'purpose' | 'totalNetAmount' | 'intervalAmount'>;

/** The purpose, and the total and the rate side by side, of the plan change dialogs. */
export const PlanAmountFields = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation('instalment-plans');
  return (
    <>
      <TextField<PlanBasics> name="purpose" label={t('form.purpose')} withAsterisk disabled={disabled} />
      <Group grow align="flex-start">
        <AmountField<PlanBasics>
          name="totalNetAmount"
          label={t('form.totalNetAmount')}
          withAsterisk
          disabled={disabled}
        />
        <AmountField<PlanBasics>
          name="intervalAmount"
          label={t('form.intervalAmount')}
          withAsterisk
          disabled={disabled}
        />
      </Group>
    </>
  );
};
