import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';

type Props = { onBack: () => void; onDiscard: () => void };

/** Closing a changed form asks first (spec 2 §2, §4): back returns to the form as it was. */
export const DiscardConfirmation = ({ onBack, onDiscard }: Props) => {
  const { t } = useTranslation('products');
  return (
    <Stack gap="md" data-testid="discard-confirmation">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={22} color="var(--mantine-color-orange-7)" aria-hidden />
        <Stack gap={4}>
          <Text fw={600}>{t('discard.title')}</Text>
          <Text size="sm">{t('discard.text')}</Text>
        </Stack>
      </Group>
      <DialogActions>
        <Button variant="default" onClick={onBack} data-autofocus>
          {t('discard.back')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('discard.discard')}
        </Button>
      </DialogActions>
    </Stack>
  );
};
