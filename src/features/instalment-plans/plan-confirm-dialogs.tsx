import { Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { useCancelPlan, useDeletePlan, useStartPlan } from './api';
import { customerName } from './plan-customer';

type Props = { plan: InstalmentPlan; opened: boolean; onClose: () => void };

/** An action that asks first: its texts ('start', 'delete', 'cancel') and its call. */
type PlanMutation = () => UseMutationResult<unknown, Error, Pick<InstalmentPlan, 'id'>>;

const confirmed = (texts: 'start' | 'delete' | 'cancel', useAction: PlanMutation, color?: string) =>
  function ConfirmedPlanAction({ plan, opened, onClose }: Props) {
    const { t } = useTranslation('instalment-plans');
    const action = useAction();
    return (
      <ConfirmDialog
        opened={opened}
        onClose={onClose}
        title={t(`${texts}.title`)}
        confirmLabel={t(`${texts}.submit`)}
        color={color}
        loading={action.isPending}
        onConfirm={() => !action.isPending && action.mutate(plan, { onSuccess: onClose })}
      >
        <Text size="sm">
          {t(`${texts}.text`, {
            purpose: plan.purpose,
            customer: customerName(plan.debtor, t('customer deleted')),
            amount: formatMoney(plan.totalNetAmount),
          })}
        </Text>
      </ConfirmDialog>
    );
  };

export const StartPlanDialog = confirmed('start', useStartPlan);
export const DeletePlanDialog = confirmed('delete', useDeletePlan, 'red');
export const CancelPlanDialog = confirmed('cancel', useCancelPlan, 'red');
