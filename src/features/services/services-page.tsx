import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '@generated/model/service';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorTableState } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { useLastChosen } from '@/lib/use-last-chosen';
import { AgentTermsDialog } from './agent-terms-dialog';
import { servicesQueryOptions, useActivateService, useDeactivateService } from './api';
import { ServiceCard } from './service-card';
import { PAID_SERVICES, type PaidService } from './service-prices';

/** /dashboard/company/services (spec 3 §2.10): the paid services, each activated or deactivated. */
export const ServicesPage = () => {
  const { t } = useTranslation('services');
  const query = useQuery(servicesQueryOptions());
  const activate = useActivateService();
  const deactivate = useDeactivateService();
  const [terms, setTerms] = useState(false);
  const [deactivating, setDeactivating] = useState<(Service & { service: PaidService }) | null>(null);
  const shownDeactivating = useLastChosen(deactivating);
  const entryOf = (service: PaidService) => query.data?.find((entry) => entry.service === service);

  const startActivation = (service: PaidService) =>
    service === 'AGENT_SERVICE' ? setTerms(true) : activate.mutate(service);

  const body = (() => {
    if (query.isPending)
      return PAID_SERVICES.map((service) => <Skeleton key={service} h={200} radius="md" />);
    if (query.error)
      return <ErrorTableState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return PAID_SERVICES.map((service) => {
      const entry = entryOf(service);
      return (
        <ServiceCard
          key={service}
          service={service}
          active={entry?.active ?? false}
          busy={
            (activate.isPending && activate.variables === service) ||
            (deactivate.isPending && deactivate.variables.id === entry?.id)
          }
          onActivate={() => startActivation(service)}
          onDeactivate={() => entry && setDeactivating({ ...entry, service })}
        />
      );
    });
  })();

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} />
      <Text c="dimmed">{t('intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy={query.isPending}>
        {body}
      </SimpleGrid>
      {terms && (
        <AgentTermsDialog
          opened
          pending={activate.isPending}
          onClose={() => setTerms(false)}
          onContinue={() => activate.mutate('AGENT_SERVICE', { onSuccess: () => setTerms(false) })}
        />
      )}
      <ConfirmDialog
        opened={deactivating !== null}
        title={t('deactivate.title')}
        confirmLabel={t('deactivate.confirm')}
        color="red"
        loading={deactivate.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={() =>
          deactivating && deactivate.mutate(deactivating, { onSuccess: () => setDeactivating(null) })
        }
      >
        <Text size="sm">
          {shownDeactivating &&
            t(`deactivate.text.${shownDeactivating.service}`, {
              name: t(`names.${shownDeactivating.service}`),
            })}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
};
