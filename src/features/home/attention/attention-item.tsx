import { Button, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AttentionKey =
  | 'ERROR'
  | 'ABORTED'
  | 'CHARGED_BACK'
  | 'conflictInvoices'
  | 'staleDrafts'
  | 'expiringBankAccounts'
  | 'disabledWebhooks';

type Props = {
  /** Which item: its texts are under payments:attention.<name>. */
  name: AttentionKey;
  count: UseQueryResult<number, unknown>;
  /** The link to the list filtered to the counted rows, around its label. */
  link: (label: string) => ReactNode;
};

/**
 * One line of the attention list: a skeleton while its count loads, the count as a link to
 * exactly those rows, a quiet line when there are none, or its own error with a retry.
 */
export const AttentionItem = ({ name, count, link }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const key = `payments:attention.${name}`;
  if (count.isPending)
    return (
      <li aria-busy="true" data-attention={name}>
        <Skeleton h={22} w={280} />
      </li>
    );
  if (count.isError)
    return (
      <li data-attention={name}>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size="sm" color="red" variant="light" aria-hidden>
            <IconAlertTriangle size={14} />
          </ThemeIcon>
          <Text size="sm" c="red.8" role="alert">
            {t('payments:attention.failed', { what: t(`${key}.title`) })}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={count.isFetching}
            onClick={() => void count.refetch()}
          >
            {t('lists:table.retry')}
          </Button>
        </Group>
      </li>
    );
  const value = count.data;
  return (
    <li data-attention={name}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="sm" color={value > 0 ? 'orange' : 'gray'} variant="light" aria-hidden>
          {value > 0 ? <IconAlertTriangle size={14} /> : <IconCheck size={14} />}
        </ThemeIcon>
        {value > 0 ? (
          link(t(`${key}.count`, { count: value }))
        ) : (
          <Text size="sm" c="dimmed">
            {t(`${key}.none`)}
          </Text>
        )}
      </Group>
    </li>
  );
};
