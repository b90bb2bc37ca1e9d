import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model/user';
import { dayPart, initials } from './greeting';

export const UserGreeting = ({ user, now = new Date() }: { user: User; now?: Date }) => {
  const { t } = useTranslation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar color="brand" radius="xl" size="md" aria-hidden>
        {initials(user.firstName, user.lastName)}
      </Avatar>
      <div>
        <Text size="xs" c="dimmed" lh={1.2}>
          {t(`greeting.${dayPart(now)}`)}
        </Text>
        <Text size="sm" fw={600} lh={1.2} data-testid="user-full-name">
          {fullName || user.emailAddress}
        </Text>
      </div>
    </Group>
  );
};
