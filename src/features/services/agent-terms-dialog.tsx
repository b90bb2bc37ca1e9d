import { Button, Checkbox, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceText } from './service-prices';
import { DialogActions } from '@/components/dialog-actions';

type Props = { opened: boolean; pending: boolean; onContinue: () => void; onClose: () => void };

/** The agent service's terms: continue only once they are accepted (spec 3 §2.10). */
export const AgentTermsDialog = ({ opened, pending, onContinue, onClose }: Props) => {
  const { t, i18n } = useTranslation('services');
  const price = priceText('AGENT_SERVICE', i18n.language);
  const [accepted, setAccepted] = useState(false);
  const close = () => {
    if (pending) return;
    setAccepted(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('terms.title')} closeOnClickOutside={false} centered>
      <Stack gap="md">
        <Text size="sm">{t('terms.intro')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('terms.clients')}</List.Item>
          <List.Item>{t('terms.transactions')}</List.Item>
          <List.Item>{t('terms.price', { price: t(price.key, price.values) })}</List.Item>
        </List>
        <Checkbox
          label={t('terms.accept')}
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          disabled={pending}
          data-autofocus
        />
        <DialogActions>
          <Button variant="default" onClick={close} disabled={pending}>
            {t('terms.cancel')}
          </Button>
          <Button disabled={!accepted} loading={pending} onClick={onContinue}>
            {t('terms.continue')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
