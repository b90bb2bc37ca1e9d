import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { actionTable } from '@/components/list';

type Props = { label: string; onEdit: () => void; onDelete: () => void };

/** The row menu of products and payment links: edit and delete, for everyone who sees the list. */
export const EditDeleteMenu = ({ label, onEdit, onDelete }: Props) => {
  const { t } = useTranslation('products');
  return (
    <actionTable.Menu
      label={label}
      actions={[
        { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={16} />, onClick: onEdit },
        {
          key: 'delete',
          label: t('actions.delete'),
          icon: <IconTrash size={16} />,
          color: 'red',
          onClick: onDelete,
        },
      ]}
    />
  );
};
