import { IconCopy, IconDownload, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { actionTable } from '@/components/list';
import { notify } from '@/lib/notify';

type Props = {
  title: string;
  /** The document's id, offered for copying. */
  id: string;
  onDownload?: () => void;
  onShowPayments?: () => void;
};

/** The settings menu of a detail card. */
export const CardMenu = ({ title, id, onDownload, onShowPayments }: Props) => {
  const { t } = useTranslation('lists');
  const copyId = () =>
    navigator.clipboard.writeText(id).then(
      () => notify.success(t('detail.copied')),
      () => notify.error(t('detail.copyFailed')),
    );
  const actions: actionTable.MenuEntry[] = [
    ...(onShowPayments
      ? [
          {
            key: 'payments',
            label: t('detail.customerPayments'),
            icon: <IconList size={16} />,
            onClick: onShowPayments,
          },
        ]
      : []),
    ...(onDownload
      ? [
          {
            key: 'download',
            label: t('detail.downloadPdf'),
            icon: <IconDownload size={16} />,
            onClick: onDownload,
          },
        ]
      : []),
    { key: 'copy', label: t('detail.copyId'), icon: <IconCopy size={16} />, onClick: () => void copyId() },
  ];
  return <actionTable.Menu label={title} actions={actions} />;
};
