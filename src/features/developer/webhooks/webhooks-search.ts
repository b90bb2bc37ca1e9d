import { WebhookMode } from '@generated/model/webhookMode';
import { choiceList, searchSchema, type SearchValues } from '@/lib/search-schema';

export const webhookModes = Object.values(WebhookMode);

/**
 * ?modes= shows only the webhooks in those modes (the home links here for disabled ones); the
 * server answers all webhooks at once, so the list filters them itself.
 */
export const WebhooksSearch = searchSchema({ modes: choiceList(webhookModes) });

export type WebhooksSearchValues = SearchValues<typeof WebhooksSearch>;
