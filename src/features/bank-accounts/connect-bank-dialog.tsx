import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankWidgetOrigin, bankWidgetUrl, readBankWidgetMessage } from '@/lib/bank-widget';
import { isProduction } from '@/lib/env';
import { useCompleteBankConnection, useStartBankConnection } from './api';
import { DialogActions } from '@/components/dialog-actions';

type Props = { onClose: () => void };

export type ConnectState = 'initial' | 'error' | 'ready';

/**
 * Connects bank accounts through the bank-login widget (spec 1 §2, §4): POST /bankconnections
 * gives the widget's session key (initial -> ready, or error without a message); Continue
 * completes the connection with POST /bankconnections/{transaction}. Rendered while open.
 */
export const ConnectBankDialog = ({ onClose }: Props) => {
  const { t } = useTranslation('company-money');
  const start = useStartBankConnection();
  const complete = useCompleteBankConnection();
  const [finished, setFinished] = useState(false);
  const started = useRef(false);
  const { mutate: startSession } = start;

  useEffect(() => {
    // Once per opening, also when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    startSession();
  }, [startSession]);

  useEffect(() => {
    const origin = bankWidgetOrigin();
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (readBankWidgetMessage(event.data)?.event === 'finished') setFinished(true);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const state: ConnectState = start.isError ? 'error' : start.data ? 'ready' : 'initial';
  const close = () => !complete.isPending && onClose();

  return (
    <Modal opened onClose={close} title={t('connect.title')} size="xl" closeOnClickOutside={false} centered>
      <Stack gap="md" data-state={state} data-testid="connect-bank-dialog">
        {!isProduction() && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('connect.testNotice')}
          </Alert>
        )}
        {state === 'initial' && (
          <Center mih={200}>
            <Loader aria-label={t('connect.loading')} />
          </Center>
        )}
        {state === 'error' && (
          <Center mih={200}>
            <Stack align="center" gap="sm">
              <ThemeIcon
                color="red"
                variant="light"
                size={48}
                radius="xl"
                role="img"
                aria-label={t('connect.error')}
              >
                <IconAlertTriangle size={28} aria-hidden />
              </ThemeIcon>
              <Button variant="light" onClick={() => start.mutate()} loading={start.isPending}>
                {t('connect.retry')}
              </Button>
            </Stack>
          </Center>
        )}
        {state === 'ready' && start.data && (
          <iframe
            src={bankWidgetUrl(start.data.wizard_session_key)}
            title={t('connect.widgetTitle')}
            style={{
              width: '100%',
              height: 440,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
            }}
            data-testid="bank-widget"
          />
        )}
        {finished && (
          <Group gap="xs" role="status">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">{t('connect.finished')}</Text>
          </Group>
        )}
        <DialogActions>
          <Button variant="default" onClick={close} disabled={complete.isPending}>
            {t('connect.cancel')}
          </Button>
          <Button
            disabled={state !== 'ready'}
            loading={complete.isPending}
            onClick={() => {
              if (!start.data) return;
              complete.mutate({ transaction: start.data.transaction }, { onSuccess: onClose });
            }}
          >
            {t('connect.continue')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
