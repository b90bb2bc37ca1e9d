import { defineList, listQuery } from '@/components/list';
import { statusLabelKey } from '@/components/status/status-sets';
import type { ListSearch } from '@/lib/list-search';
import { webhooksQueryOptions } from '../api';
import { getWebhookColumns } from './webhook-columns';
import { WebhooksSearch, type WebhooksSearchValues } from './webhooks-search';

/**
 * The company's webhooks (spec 3 §2.7), answered whole, filtered by `?modes=` and paged here. The
 * export holds what the list shows; a webhook's signing secret is shown once at creation and is
 * never part of the answer, so never of a file.
 */
export const webhooksList = defineList({
  listId: 'webhooks',
  ns: ['developer', 'lists'],
  search: WebhooksSearch,
  query: (search: WebhooksSearchValues & ListSearch) =>
    listQuery.unpaged(
      webhooksQueryOptions(),
      // Without webhooks the backend leaves _embedded out.
      (list) =>
        (list._embedded?.webhooks ?? []).filter(
          (webhook) => !search.modes || search.modes.includes(webhook.mode),
        ),
      search,
    ),
  columns: getWebhookColumns,
  texts: { label: 'webhooks.title', empty: 'webhooks.empty' },
  export: {
    name: 'webhooks',
    cells: () => ({
      url: (row) => row.url,
      name: (row) => row.name,
      events: (row) => row.events.join(', '),
      mode: { label: (row) => statusLabelKey('webhook', row.mode) },
    }),
    ids: { id: (row) => row.id },
  },
});
