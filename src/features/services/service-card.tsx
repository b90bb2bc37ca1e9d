import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status/status-badge';
import { priceText, type PaidService } from './service-prices';

type Props = {
  service: PaidService;
  active: boolean;
  busy: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
};

/** One paid service: what it is, its price, whether it is active, and the button to change that. */
export const ServiceCard = ({ service, active, busy, onActivate, onDeactivate }: Props) => {
  const { t, i18n } = useTranslation('services');
  const price = priceText(service, i18n.language);
  const name = t(`names.${service}`);
  return (
    <Card withBorder padding="lg" radius="md" data-service={service} component="section" aria-label={name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {name}
          </Title>
          <StatusBadge kind="activity" value={active ? 'ACTIVE' : 'INACTIVE'} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`descriptions.${service}`)}
        </Text>
        <Text size="sm" fw={500} data-testid="service-price">
          {t(price.key, price.values)}
        </Text>
        <Group justify="flex-end" mt="auto">
          {active ? (
            <Button variant="default" color="red" loading={busy} onClick={onDeactivate}>
              {t('deactivate.action')}
            </Button>
          ) : (
            <Button loading={busy} onClick={onActivate}>
              {t('activate.action')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
};
