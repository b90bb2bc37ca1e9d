import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { companyName: string | undefined; emailAddress: string };

export const WelcomeStep = ({ companyName, emailAddress }: Props) => {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="sm">
      <Text fw={600} size="lg">
        {t('onboarding.welcome.heading')}
      </Text>
      {/* Plain text only: the names come from the server and are never parsed as markup. */}
      <Text>
        {companyName
          ? t('onboarding.welcome.invitedFor', { companyName, emailAddress })
          : t('onboarding.welcome.invited', { emailAddress })}
      </Text>
      <Text>{t('onboarding.welcome.steps')}</Text>
      <List size="sm">
        <List.Item>{t('onboarding.steps.company')}</List.Item>
        <List.Item>{t('onboarding.steps.user')}</List.Item>
        <List.Item>{t('onboarding.steps.summary')}</List.Item>
      </List>
    </Stack>
  );
};
