import type { Webhook } from '@generated/model/webhook';
import { DeleteConfirmDialog } from '@/components/delete-confirm-dialog';
import { useDeleteWebhook } from '../api';

type Props = { webhook: Webhook | null; onClose: () => void };

/** Deletes a webhook after a confirmation ('successfully deleted' or 'unsuccessfully deleted'). */
export const DeleteWebhookDialog = ({ webhook, onClose }: Props) => {
  const remove = useDeleteWebhook();
  return (
    <DeleteConfirmDialog
      item={webhook}
      onClose={onClose}
      ns="developer"
      texts={{ title: 'webhooks.deleteTitle', confirm: 'webhooks.delete', text: 'webhooks.deleteText' }}
      values={(shown) => ({ name: shown?.name, url: shown?.url })}
      mutation={remove}
      onConfirm={(hook) => remove.mutate(hook.id, { onSettled: onClose })}
    />
  );
};
