import { Anchor, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { savePdf } from '@/lib/download';

/** The signed contract as a link that saves the PDF kept in this browser. */
export const SignedContractLink = ({ pdf }: { pdf: Blob }) => {
  const { t } = useTranslation('company-money');
  return (
    <Group gap={6}>
      <IconFileTypePdf size={18} aria-hidden />
      <Anchor
        component="button"
        type="button"
        onClick={() => savePdf({ name: 'signed-contract', blob: pdf })}
      >
        {t('contract.signedLink')}
      </Anchor>
    </Group>
  );
};
