import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCompleteSigning } from './api';
import { ContractPreviewDialog } from './contract-preview-dialog';
import { SignedContractLink } from './signed-contract-link';
import { signedContractQueryOptions } from './signed-contract-store';
import { SigningSuccessDialog } from './signing-success-dialog';

const route = getRouteApi('/dashboard/company/contract');

/** /dashboard/company/contract (spec 1 §2, §4): status, preview and signing, and the way back. */
export const ContractPage = () => {
  const { t } = useTranslation('company-money');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const signed = useQuery(signedContractQueryOptions()).data ?? null;
  const complete = useCompleteSigning();
  const [previewing, setPreviewing] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const closeSuccess = useCallback(() => setSucceeded(false), []);
  const leaveCallback = () => void navigate({ search: {}, replace: true });

  // The bank sent the user back without a signature.
  const { error } = search;
  useEffect(() => {
    if (!error) return;
    notify.warning(t('contract.messages.cancelled'));
    void navigate({ search: {}, replace: true });
  }, [error, navigate, t]);

  const consent = () => {
    if (!search.code) return;
    complete.mutate(
      { code: search.code, state: search.state },
      { onSuccess: () => setSucceeded(true), onSettled: leaveCallback },
    );
  };

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('contract.title')}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Group gap="sm">
              <IconFileText size={24} aria-hidden />
              <Text fw={600}>{t('contract.documentTitle')}</Text>
            </Group>
            <Badge
              color={signed ? 'green' : 'yellow'}
              variant="light"
              radius="sm"
              aria-label={`${t('contract.statusLabel')}: ${t(signed ? 'contract.status.completed' : 'contract.status.pending')}`}
              data-testid="contract-status"
            >
              {t(signed ? 'contract.status.completed' : 'contract.status.pending')}
            </Badge>
          </Group>
          <Text size="sm">{t('contract.intro')}</Text>
          <Text size="sm" c="dimmed">
            {signed ? t('contract.signedOn', { date: formatDate(signed.signedAt) }) : t('contract.notSigned')}
          </Text>
          {signed && <SignedContractLink pdf={signed.pdf} />}
          <Group>
            <Button variant={signed ? 'light' : 'filled'} onClick={() => setPreviewing(true)}>
              {t('contract.viewAndSign')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {previewing && <ContractPreviewDialog onClose={() => setPreviewing(false)} />}
      <ConfirmDialog
        opened={Boolean(search.code)}
        title={t('contract.consent.title')}
        confirmLabel={t('contract.consent.confirm')}
        onConfirm={consent}
        onClose={leaveCallback}
        loading={complete.isPending}
      >
        <Text size="sm">{t('contract.consent.text')}</Text>
      </ConfirmDialog>
      {succeeded && <SigningSuccessDialog onClose={closeSuccess} />}
    </Stack>
  );
};
