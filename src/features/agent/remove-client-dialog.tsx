import type { AgentClient } from '@generated/model/agentClient';
import { DeleteConfirmDialog } from '@/components/delete-confirm-dialog';
import { useRemoveAgentClient } from './api';

type Props = { client: AgentClient | null; onClose: () => void };

/** Asks before a client company is removed from the connected accounts. */
export const RemoveClientDialog = ({ client, onClose }: Props) => {
  const remove = useRemoveAgentClient();
  return (
    <DeleteConfirmDialog
      item={client}
      onClose={onClose}
      ns="agent"
      texts={{ title: 'remove.title', confirm: 'remove.confirm', text: 'remove.text' }}
      values={(shown) => ({ name: shown?.name })}
      mutation={remove}
      // A failure says so in its alert and closes too: the list shows what is left.
      onConfirm={(chosen) => remove.mutate(chosen.id, { onSettled: onClose })}
    />
  );
};
