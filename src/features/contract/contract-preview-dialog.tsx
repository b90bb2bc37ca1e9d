import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PdfFrame } from '@/components/pdf-frame';
import { CONTRACT_PDF, useStartSigning } from './api';
import { DialogActions } from '@/components/dialog-actions';

type Props = { onClose: () => void };

/** The contract as a PDF preview, and the way to the bank's signing (spec 1 §2). Rendered while open. */
export const ContractPreviewDialog = ({ onClose }: Props) => {
  const { t } = useTranslation(['company-money', 'lists']);
  const start = useStartSigning();
  const close = () => !start.isPending && onClose();
  return (
    <Modal
      opened
      onClose={close}
      title={t('contract.preview.title')}
      size="xl"
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        <PdfFrame source={{ url: CONTRACT_PDF }} title={t('contract.preview.frameTitle')} height="60vh" />
        <Anchor href={CONTRACT_PDF} target="_blank" rel="noopener" size="sm">
          {t('contract.preview.open')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('contract.preview.hint')}
        </Text>
        <DialogActions>
          <Button variant="default" onClick={close} disabled={start.isPending}>
            {t('lists:dialog.cancel')}
          </Button>
          <Button
            leftSection={<IconSignature size={16} />}
            loading={start.isPending}
            onClick={() => start.mutate({ title: t('contract.documentTitle') })}
            data-autofocus
          >
            {t('contract.preview.sign')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
