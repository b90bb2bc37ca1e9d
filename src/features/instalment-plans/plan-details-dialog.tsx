import { Button, Divider, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { customerName } from './plan-customer';
import { openSum, paidSum } from './plan-sums';
import { PlanSchedule } from './plan-schedule';
import { DialogActions } from '@/components/dialog-actions';

type Props = { plan: InstalmentPlan; opened: boolean; onClose: () => void };

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500}>
      {value}
    </Text>
  </Stack>
);

/** A plan's details (spec 2 §4): its figures, the schedule with rate statuses, paid and open sums, metadata. */
export const PlanDetailsDialog = ({ plan, opened, onClose }: Props) => {
  const { t } = useTranslation(['instalment-plans', 'lists']);
  const rates = plan.instalmentRates ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('details.title')}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md" data-testid="plan-details">
        <Group justify="space-between">
          <Text fw={600}>{plan.purpose}</Text>
          <StatusBadge kind="instalmentPlan" value={plan.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label={t('columns.customer')} value={customerName(plan.debtor, t('customer deleted'))} />
          <Fact label={t('details.interval')} value={t(`interval.${plan.interval}`)} />
          <Fact label={t('details.startDate')} value={formatDate(plan.startDate)} />
          <Fact label={t('details.paid')} value={formatMoney(paidSum(rates))} />
          <Fact label={t('details.open')} value={formatMoney(openSum(rates))} />
          {plan.verificationId && <Fact label={t('details.verificationId')} value={plan.verificationId} />}
        </SimpleGrid>
        <Divider />
        <PlanSchedule rates={rates} downPayment={plan.downPayment} totalNetAmount={plan.totalNetAmount} />
        <Text size="sm" fw={600}>
          {t('lists:detail.metadata', { count: plan.metadata?.length ?? 0 })}
        </Text>
        {plan.metadata?.length ? (
          <Table withTableBorder aria-label={t('form.metadata')}>
            <Table.Tbody>
              {plan.metadata.map((entry) => (
                <Table.Tr key={entry.name}>
                  <Table.Th scope="row">{entry.name}</Table.Th>
                  <Table.Td>{entry.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('lists:detail.noMetadata')}
          </Text>
        )}
        <DialogActions>
          <Button onClick={onClose} data-autofocus>
            {t('lists:dialog.close')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
