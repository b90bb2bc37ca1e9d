/**
 * The webhooks' actions (spec 3 §2.7), each declared once: the row menu is made from this table
 * (action-table.ts); which mode offers which is webhook-actions.ts. The list has no bulk action
 * (docs/adding-a-list-area.md#lists-without-bulk-actions-and-why).
 */
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { Webhook } from '@generated/model/webhook';
import { actionTable } from '@/components/list';
import { webhookActions, type WebhookAction } from './webhook-actions';

const icons: Record<WebhookAction, actionTable.Entry<Webhook>['icon']> = {
  edit: <IconPencil size={16} />,
  enable: <IconPlayerPlay size={16} />,
  disable: <IconPlayerPause size={16} />,
  delete: <IconTrash size={16} />,
};

export const webhookActionTable = actionTable.of<Webhook, WebhookAction>(
  ['edit', 'enable', 'disable', 'delete'],
  (webhook) => webhookActions(webhook.mode),
  (action) => ({
    label: `developer:webhooks.actions.${action}`,
    icon: icons[action],
    color: action === 'delete' ? 'red' : undefined,
  }),
);
