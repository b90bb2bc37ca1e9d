import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** /dashboard/debtors/{id} when no customer was found by last name and e-mail (spec 2 §2). */
export const CustomerNotFound = () => {
  const { t } = useTranslation('customers');
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t('detail.notFoundTitle')}
      </Title>
      <Alert color="yellow" role="alert" icon={<IconUserQuestion size={18} />}>
        {t('detail.customer does not exist')}
      </Alert>
      <Button
        component={Link}
        to="/dashboard/debtors"
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
      >
        {t('detail.back')}
      </Button>
    </Stack>
  );
};
