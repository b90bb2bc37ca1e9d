import type { ApiKey } from '@generated/model/apiKey';
import { DeleteConfirmDialog } from '@/components/delete-confirm-dialog';
import { useDeleteApiKey } from '../api';

type Props = { apiKey: ApiKey | null; onClose: () => void };

/** Deletes a key by its prefix after a confirmation. */
export const DeleteApiKeyDialog = ({ apiKey, onClose }: Props) => {
  const remove = useDeleteApiKey();
  return (
    <DeleteConfirmDialog
      item={apiKey}
      onClose={onClose}
      ns="developer"
      texts={{ title: 'apiKeys.deleteTitle', confirm: 'apiKeys.delete', text: 'apiKeys.deleteText' }}
      values={(shown) => ({ name: shown?.name, prefix: shown?.prefix })}
      mutation={remove}
      onConfirm={(key) => remove.mutate(key.prefix, { onSuccess: onClose })}
    />
  );
};
