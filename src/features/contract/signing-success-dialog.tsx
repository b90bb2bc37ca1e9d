import { Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNING_SUCCESS_MS } from './api';

/** Says the contract is signed and closes by itself after 2000 ms (spec 1 §4, §9). */
export const SigningSuccessDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('company-money');
  useEffect(() => {
    const timer = setTimeout(onClose, SIGNING_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Modal opened onClose={onClose} title={t('contract.success.title')} centered>
      <Group gap="sm" wrap="nowrap" role="status">
        <ThemeIcon color="green" variant="light" size="lg" radius="xl">
          <IconCircleCheck size={20} aria-hidden />
        </ThemeIcon>
        <Text>{t('contract.success.text')}</Text>
      </Group>
    </Modal>
  );
};
