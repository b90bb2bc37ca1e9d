import { Button, Group, Stack } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@generated/model/webhook';
import { PageIntro } from '@/components/page-header';
import { foundAfterLostAnswer } from '@/lib/create-once';
import { ListShell, StatusFilterNotice, actionTable, useListSearch } from '@/components/list';
import { useDisableWebhook, useEnableWebhook } from '../api';
import { webhooksList } from './webhooks-list';
import { OneTimeSecretDialog } from '../one-time-secret-dialog';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { webhookActionTable } from './webhook-action-table';
import type { WebhookAction } from './webhook-actions';
import { WebhookFormDialog } from './webhook-form-dialog';

const MODE_FILTER = ['modes'];

/** /dashboard/developer/webhook (spec 3 §2.7): the company's webhooks and what can be done with each. */
export const WebhooksPage = () => {
  const { t } = useTranslation('developer');
  const { search, setSearch } = useListSearch(webhooksList, { paging: 'screen' });
  const enable = useEnableWebhook();
  const disable = useDisableWebhook();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Webhook | null>(null);
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
        statuses={search.modes}
        onClear={() => setSearch({ ...search, modes: undefined })}
      />
      <ListShell
        config={webhooksList}
        search={search}
        onSearchChange={setSearch}
        filterKeys={MODE_FILTER}
        rowActions={(webhook) => (
          <actionTable.Menu
            label={webhook.name}
            actions={actionTable
              .menu(webhookActionTable, webhook, { label: t, onSelect: run })
              .map((entry) => ({
                ...entry,
                // While a switch is on its way, the menu waits for it.
                disabled: enable.isPending || disable.isPending,
              }))}
          />
        )}
      />
      {creating && <WebhookFormDialog opened onClose={() => setCreating(false)} onCreated={setCreated} />}
      {editing && (
        <WebhookFormDialog key={editing.id} opened webhook={editing} onClose={() => setEditing(null)} />
      )}
      <OneTimeSecretDialog
        opened={created !== null}
        title={t('webhooks.createdTitle')}
        label={t('webhooks.signingSecret')}
        value={created?.signingSecret ?? ''}
        note={t('webhooks.secretShownOnce')}
        lost={foundAfterLostAnswer(created) ? t('webhooks.secretLost', { name: created?.name }) : undefined}
        onClose={() => setCreated(null)}
      />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
};
