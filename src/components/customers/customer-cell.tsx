import { Stack, Text } from '@mantine/core';
import type { DebitorSummary } from '@generated/model/debitorSummary';

/**
 * The customer of a list row: the company or name with the e-mail address under it. A customer
 * without a name is the e-mail address plus the deleted mark (spec 2 §2).
 */
export const CustomerCell = ({
  debtor,
  deletedLabel,
}: {
  debtor: DebitorSummary | undefined;
  deletedLabel: string;
}) => {
  const name = debtor?.companyName || [debtor?.firstName, debtor?.lastName].filter(Boolean).join(' ').trim();
  if (!name) {
    return (
      <Text size="sm" fw={500}>
        {debtor?.emailAddress ?? '--'} {deletedLabel}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {debtor?.emailAddress && (
        <Text size="xs" c="dimmed">
          {debtor.emailAddress}
        </Text>
      )}
    </Stack>
  );
};
