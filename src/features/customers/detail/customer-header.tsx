import type { Customer } from '@/entities/customer/customer';
import { Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionTable } from '@/components/list';
import { SummaryCard } from '@/components/summary-card';
import { StatusBadge } from '@/components/status/status-badge';
import { customerStatsQueryOptions } from '../api';
import { customerName, isDeletedCustomer, personName } from '../customer-name';

type Props = {
  customer: Customer;
  /** The customer could not be loaded: a stand-in named 'unknown' is shown. */
  unknown: boolean;
  actions: actionTable.MenuEntry[];
};

/** The customer's actions as a menu button in the header. */
const ActionsMenu = ({ actions }: { actions: actionTable.MenuEntry[] }) => {
  const { t } = useTranslation('customers');
  if (!actions.length) return null;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />}>
          {t('actions.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="customer-menu">
        <actionTable.MenuItems actions={actions} />
      </Menu.Dropdown>
    </Menu>
  );
};

/** Name, e-mail, type, payment method and onboarding; the menu; the pending-transactions tile. */
export const CustomerHeader = ({ customer, unknown, actions }: Props) => {
  const { t } = useTranslation('customers');
  const stats = useQuery(customerStatsQueryOptions(customer.id));
  const deleted = !unknown && isDeletedCustomer(customer);
  const title = unknown ? t('unknown') : customerName(customer);
  const person = customer.companyName ? personName(customer) : '';
  return (
    <Group justify="space-between" align="flex-start" gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2" data-testid="customer-name">
          {title}
          {deleted && ` ${t('customer deleted')}`}
        </Title>
        <Text c="dimmed" size="sm">
          {[person, customer.emailAddress].filter(Boolean).join(' · ')}
        </Text>
        {!unknown && (
          <Group gap="xs">
            <Badge variant="light" color="gray" radius="sm">
              {t(`type.${customer.type}`)}
            </Badge>
            <Badge variant="light" color="blue" radius="sm">
              {t(`method.${customer.paymentMethod}`)}
            </Badge>
            <StatusBadge kind="onboarding" value={customer.onboardingState ?? 'ONBOARDING_COMPLETED'} />
          </Group>
        )}
      </Stack>
      <Group align="flex-start" gap="md">
        <SummaryCard
          label={t('detail.pending')}
          total={stats.data?.totalAmountPending}
          count={stats.data?.numPending}
          loading={stats.isPending && stats.fetchStatus !== 'idle'}
        />
        <ActionsMenu actions={actions} />
      </Group>
    </Group>
  );
};
