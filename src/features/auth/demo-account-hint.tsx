import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The mock backend's demo account; offered on the login page in mock mode only. */
export const DEMO_ACCOUNT = { emailAddress: 'demo@example.com', password: 'demo1234' } as const;

export const DemoAccountHint = ({ onUse }: { onUse: (account: typeof DEMO_ACCOUNT) => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="brand" variant="light" title={t('login.demo.title')} data-testid="demo-account">
      <Stack gap="xs">
        <Text size="sm">{t('login.demo.text')}</Text>
        <Group gap="xs">
          <Code>{DEMO_ACCOUNT.emailAddress}</Code>
          <Code>{DEMO_ACCOUNT.password}</Code>
        </Group>
        <Button size="xs" variant="light" onClick={() => onUse(DEMO_ACCOUNT)} w="fit-content">
          {t('login.demo.use')}
        </Button>
      </Stack>
    </Alert>
  );
};
