import { Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@generated/model/webhook';
import { PageIntro } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { StatusFilterNotice } from '@/components/data-table/status-filter-notice';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { useDisableWebhook, useEnableWebhook, webhooksQueryOptions } from '../api';
import { OneTimeSecretDialog } from '../one-time-secret-dialog';
import { useClientPages } from '@/components/data-table/use-client-pages';
import { queryTableState } from '@/components/data-table/query-table-state';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { webhookActions, type WebhookAction } from './webhook-actions';
import { getWebhookColumns } from './webhook-columns';
import { WebhookFormDialog } from './webhook-form-dialog';

const route = getRouteApi('/dashboard/developer/webhook');

const icons: Record<WebhookAction, ReactNode> = {
  edit: <IconPencil size={16} />,
  enable: <IconPlayerPlay size={16} />,
  disable: <IconPlayerPause size={16} />,
  delete: <IconTrash size={16} />,
};

/** /dashboard/developer/webhook (spec 3 §2.7): the company's webhooks and what can be done with each. */
export const WebhooksPage = () => {
  const { t } = useTranslation('developer');
  const query = useQuery(webhooksQueryOptions());
  const { modes } = route.useSearch();
  const navigate = route.useNavigate();
  const rows = useMemo(
    () => (modes ? query.data?.filter((webhook) => modes.includes(webhook.mode)) : query.data),
    [query.data, modes],
  );
  const pages = useClientPages(rows);
  const columns = useMemo(() => getWebhookColumns(t), [t]);
  const enable = useEnableWebhook();
  const disable = useDisableWebhook();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const run = (action: WebhookAction, webhook: Webhook) => {
    if (action === 'edit') setEditing(webhook);
    else if (action === 'delete') setDeleting(webhook);
    else (action === 'enable' ? enable : disable).mutate(webhook);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageIntro title={t('webhooks.title')} intro={t('webhooks.intro')} />
        <Button leftSection={<IconWebhook size={16} />} onClick={() => setCreating(true)}>
          {t('webhooks.createTitle')}
        </Button>
      </Group>
      <StatusFilterNotice
        statuses={modes}
        onClear={() => void navigate({ search: (prev) => ({ ...prev, modes: undefined }) })}
      />
      <DataTable
        label={t('webhooks.title')}
        columns={columns}
        getRowId={(webhook) => webhook.id}
        {...pages}
        {...queryTableState(query)}
        emptyText={t('webhooks.empty')}
        filtered={Boolean(modes)}
        rowActions={(webhook) => (
          <RowActionMenu
            label={webhook.name}
            actions={webhookActions(webhook.mode).map((action) => ({
              key: action,
              label: t(`webhooks.actions.${action}`),
              icon: icons[action],
              color: action === 'delete' ? 'red' : undefined,
              disabled: enable.isPending || disable.isPending,
              onClick: () => run(action, webhook),
            }))}
          />
        )}
      />
      {creating && <WebhookFormDialog opened onClose={() => setCreating(false)} onCreated={setSecret} />}
      {editing && (
        <WebhookFormDialog key={editing.id} opened webhook={editing} onClose={() => setEditing(null)} />
      )}
      <OneTimeSecretDialog
        opened={secret !== null}
        title={t('webhooks.createdTitle')}
        label={t('webhooks.signingSecret')}
        value={secret ?? ''}
        note={t('webhooks.secretShownOnce')}
        onClose={() => setSecret(null)}
      />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
};
