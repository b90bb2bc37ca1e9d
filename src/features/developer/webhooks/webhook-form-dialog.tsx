import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@generated/model/webhook';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-fields';
import { foundAfterLostAnswer } from '@/lib/create-once';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useCreateWebhook, useEditWebhook } from '../api';
import { EventsField } from './events-field';
import {
  toWebhookFormInput,
  WebhookFormSchema,
  webhookMessages,
  webhookSubmitDisabled,
  type WebhookFormInput,
  type WebhookFormValues,
} from './webhook-schema';

type Props = {
  opened: boolean;
  /** The webhook to edit; none to create one. */
  webhook?: Webhook;
  onClose: () => void;
  /** After a creation, with the signing secret the answer carries once. */
  /** The new webhook, with its signing secret unless an earlier try made it (`foundAfterLostAnswer`). */
  onCreated?: (webhook: Webhook) => void;
};

const badRequest = (error: unknown) => isApiError(error) && error.status === 400;

/**
 * Creates or edits a webhook. The backend answers 400 when it cannot reach the URL: 'URL is not
 * available!' goes on the url field. A failed edit also says so in the form.
 */
export const WebhookFormDialog = ({ opened, webhook, onClose, onCreated }: Props) => {
  const { t } = useTranslation('developer');
  const create = useCreateWebhook();
  const edit = useEditWebhook();
  const mode = webhook ? 'edit' : 'create';
  const form = useForm<WebhookFormInput, unknown, WebhookFormValues>({
    resolver: zodResolver(WebhookFormSchema),
    defaultValues: toWebhookFormInput(webhook),
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const rootError = form.formState.errors.root?.message;

  const submit = async (body: WebhookFormValues) => {
    try {
      if (!webhook) {
        const created = await create.mutateAsync(body);
        if (created.signingSecret || foundAfterLostAnswer(created)) onCreated?.(created);
      } else await edit.mutateAsync({ id: webhook.id, body: { ...body, mode: webhook.mode } });
      onClose();
    } catch (error) {
      if (badRequest(error)) form.setError('url', { message: webhookMessages.urlNotAvailable });
      if (webhook) form.setError('root', { message: 'developer:messages.webhookEditError' });
      else if (!badRequest(error)) notify.error(t('messages.webhookCreateError'));
      throw error;
    }
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={webhook ? t('webhooks.editTitle') : t('webhooks.createTitle')}
      form={form}
      onSubmit={submit}
      pending={create.isPending || edit.isPending}
      submitLabel={webhook ? t('webhooks.save') : t('webhooks.create')}
      submitDisabled={webhookSubmitDisabled(mode, {
        url: values.url ?? '',
        name: values.name ?? '',
        events: values.events ?? [],
      })}
      size="lg"
    >
      {rootError && (
        <Alert color="red" role="alert" data-testid="webhook-form-error">
          {t(rootError)}
        </Alert>
      )}
      <TextField<WebhookFormInput>
        name="url"
        label={t('webhooks.url')}
        placeholder="https://example.de/webhooks"
        withAsterisk
        type="url"
        spellCheck={false}
        data-autofocus
      />
      <TextField<WebhookFormInput> name="name" label={t('webhooks.name')} withAsterisk autoComplete="off" />
      <EventsField />
    </FormDialog>
  );
};
