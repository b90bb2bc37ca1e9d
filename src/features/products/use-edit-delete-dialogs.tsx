import { useState } from 'react';
import { EditDeleteMenu } from './edit-delete-menu';

type Open<T> = { kind: 'create' } | { kind: 'edit' | 'delete'; item: T } | null;

type Options<T> = {
  /** `?action=new` opens the create dialog; closing it takes the action out of the address. */
  action: 'new' | undefined;
  clearAction: () => void;
  /** The row menu's name for an item. */
  label: (item: T) => string;
};

/**
 * Which of the create, edit and delete dialogs of products or payment links is open, and the row
 * menu that opens edit and delete.
 */
export const useEditDeleteDialogs = <T,>({ action, clearAction, label }: Options<T>) => {
  const [open, setOpen] = useState<Open<T>>(null);
  return {
    creating: open?.kind === 'create' || action === 'new',
    editing: open?.kind === 'edit' ? open.item : undefined,
    deleting: open?.kind === 'delete' ? open.item : undefined,
    create: () => setOpen({ kind: 'create' }),
    close: () => {
      setOpen(null);
      if (action) clearAction();
    },
    menu: (item: T) => (
      <EditDeleteMenu
        label={label(item)}
        onEdit={() => setOpen({ kind: 'edit', item })}
        onDelete={() => setOpen({ kind: 'delete', item })}
      />
    ),
  };
};
