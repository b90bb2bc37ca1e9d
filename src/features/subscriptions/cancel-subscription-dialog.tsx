import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CancelSubscriptionBody } from '@generated/zod/subscriptions/subscriptions.zod';
import type { Subscription } from '@generated/model/subscription';
import { SelectField, TextareaField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useCancelSubscription } from './api';

/** The contract's cancel body: the type, and an optional reason (empty is none). */
const CancelSchema = CancelSubscriptionBody.extend({
  reason: z
    .string()
    .trim()
    .transform((reason) => reason || undefined),
});
type CancelInput = z.input<typeof CancelSchema>;
type CancelValues = z.output<typeof CancelSchema>;

type Props = { subscription: Subscription; opened: boolean; onClose: () => void };

/** Cancels a subscription, ordinarily (end of the period) or extraordinarily (at once). */
export const CancelSubscriptionDialog = ({ subscription, opened, onClose }: Props) => {
  const { t } = useTranslation('subscriptions');
  const cancel = useCancelSubscription();
  const form = useForm<CancelInput, unknown, CancelValues>({
    resolver: zodResolver(CancelSchema),
    defaultValues: { cancellationType: 'ORDINARY', reason: '' },
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('cancel.title')}
      form={form}
      pending={cancel.isPending}
      submitLabel={t('cancel.submit')}
      submitColor="red"
      onSubmit={async (values) => {
        await cancel.mutateAsync({ id: subscription.id, ...values });
        onClose();
      }}
    >
      <Text size="sm">
        {t('cancel.text', {
          title: subscription.subscriptionTitle ?? '',
          email: subscription.debtor?.emailAddress ?? '',
        })}
      </Text>
      <SelectField<CancelInput>
        name="cancellationType"
        label={t('cancel.type')}
        withAsterisk
        allowDeselect={false}
        data={[
          { value: 'ORDINARY', label: t('cancel.ORDINARY') },
          { value: 'EXTRAORDINARY', label: t('cancel.EXTRAORDINARY') },
        ]}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <TextareaField<CancelInput> name="reason" label={t('cancel.reason')} rows={2} />
    </FormDialog>
  );
};
