import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconRefresh, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@generated/model/bankAccount';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate } from '@/lib/format';
import type { BankAccountView } from './bank-account-rules';

export const accountName = (account: BankAccount) =>
  account.bankAccountLabel || account.bankName || account.iban;

export const DefaultCell = ({ account }: { account: BankAccount }) => {
  const { t } = useTranslation('company-money');
  if (!account.default) return null;
  return (
    <Tooltip label={t('bank.defaultAccount')}>
      <span role="img" aria-label={t('bank.defaultAccount')} data-testid="default-account">
        <IconStarFilled size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
      </span>
    </Tooltip>
  );
};

type MethodsProps = { account: BankAccount; view: BankAccountView; onSetUpDirectDebit: () => void };

/** Online payment on every account; direct debit where the bank offers it (spec 1 §2). */
export const PaymentMethodsCell = ({ account, view, onSetUpDirectDebit }: MethodsProps) => {
  const { t } = useTranslation('company-money');
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color="brand" radius="sm" miw="max-content">
        {t('bank.methods.online')}
      </Badge>
      {view.directDebit === 'active' && (
        <Badge variant="filled" color="brand" radius="sm" miw="max-content" data-direct-debit="active">
          {t('bank.methods.directDebit')}
        </Badge>
      )}
      {view.directDebit === 'available' && (
        <Badge
          component="button"
          type="button"
          variant="outline"
          color="brand"
          radius="sm"
          miw="max-content"
          style={{ cursor: 'pointer' }}
          onClick={onSetUpDirectDebit}
          aria-label={t('bank.methods.setUpDirectDebit', { name: accountName(account) })}
          data-direct-debit="available"
        >
          {t('bank.methods.directDebit')}
        </Badge>
      )}
    </Stack>
  );
};

type StatusProps = { account: BankAccount; view: BankAccountView; onRenew: () => void };

/** The status; expiring and expired accounts add the date, an info tooltip and renew (spec 1 §4). */
export const StatusCell = ({ account, view, onRenew }: StatusProps) => {
  const { t } = useTranslation('company-money');
  const date = formatDate(account.expiryDate);
  const tooltip = view.expiry === 'none' ? null : t(`bank.expiry.${view.expiry}`, { date });
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={4} wrap="nowrap">
        <StatusBadge kind="bankAccount" value={view.status} />
        {tooltip && (
          <Tooltip label={tooltip} multiline w={260} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={tooltip}
              data-testid="expiry-info"
              data-expiry={view.expiry}
            >
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {view.expiry !== 'none' && account.expiryDate && (
        <Text size="xs" c="dimmed">
          {t(view.expiry === 'willExpire' ? 'bank.expiresOn' : 'bank.expiredOn', { date })}
        </Text>
      )}
      {view.renew && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={onRenew}
          aria-label={t('bank.renewAccount', { name: accountName(account) })}
        >
          {t('bank.renew')}
        </Button>
      )}
    </Stack>
  );
};
