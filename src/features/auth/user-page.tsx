import { Button, Card, Center, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getGetUserQueryOptions } from '@generated/api/session/session';
import { LanguageSwitch } from '@/components/language-switch';

/** The signed-in user; asked for afresh every time the page renders (spec 1 §7). */
export const UserPage = () => {
  const { t } = useTranslation();
  const user = useQuery(getGetUserQueryOptions({ query: { staleTime: 0, refetchOnMount: 'always' } }));
  const rows: [string, string | undefined][] = [
    [t('user.email'), user.data?.emailAddress],
    [t('user.firstName'), user.data?.firstName],
    [t('user.lastName'), user.data?.lastName],
  ];
  return (
    <Center mih="100vh" p="md">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={480}>
        <Stack>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('user.title')}
            </Title>
            <LanguageSwitch />
          </Group>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={160}>{label}</Table.Th>
                  <Table.Td>{user.isPending ? <Skeleton h={16} w={160} /> : (value ?? '--')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button variant="default" component={Link} to="/dashboard/home">
              {t('user.toDashboard')}
            </Button>
            <Button color="red" component={Link} to="/logout" leftSection={<IconLogout size={16} />}>
              {t('logout')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
};
