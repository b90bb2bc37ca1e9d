import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SplitButton } from '@/components/split-button';

type Props = {
  onNew: () => void;
  onImport: () => void;
  /** The pointer is on the button: a chance to load the dialog before the click. */
  onIntent?: () => void;
};

/** The split button: 'new payment', with importing payment requests as the extra option. */
export const NewPaymentButton = ({ onNew, onImport, onIntent }: Props) => {
  const { t } = useTranslation('payments');
  return (
    <SplitButton
      label={t('new payment')}
      onClick={onNew}
      onIntent={onIntent}
      moreLabel={t('moreCreateOptions')}
      options={[
        { key: 'import', label: t('importPayments'), icon: <IconFileImport size={16} />, onClick: onImport },
      ]}
    />
  );
};
