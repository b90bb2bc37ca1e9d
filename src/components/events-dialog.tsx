import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';

type EventsQuery = Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'isSuccess' | 'refetch'>;

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the events belong to, above them. */
  summary?: ReactNode;
  events: EventsQuery;
  /** How many entries the timeline shows (its children). */
  count: number;
  loadError: string;
  emptyText: string;
  /** An empty answer as a notice rather than a dimmed line. */
  emptyAsNotice?: boolean;
  /** The timeline's test id and bullet size. */
  testId: string;
  bulletSize: number;
  /** The timeline's items, oldest first. */
  children: ReactNode;
};

/**
 * The events of a payment, a credit or an invoice as a vertical timeline in a dialog: a skeleton
 * while they load, the load error with a retry, the empty text, the items, and a close button.
 * The dialog does not close on a click beside it.
 */
export const EventsDialog = ({ events, count, testId, bulletSize, children, ...props }: Props) => {
  const { t } = useTranslation('lists');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Stack gap="md">
        {props.summary}
        {events.isPending && <Skeleton h={120} />}
        {events.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{props.loadError}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void events.refetch()}>
                {t('table.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {events.isSuccess &&
          !count &&
          (props.emptyAsNotice ? (
            <Alert color="yellow" role="status">
              {props.emptyText}
            </Alert>
          ) : (
            <Text c="dimmed">{props.emptyText}</Text>
          ))}
        {count > 0 && (
          <Timeline active={count - 1} bulletSize={bulletSize} lineWidth={2} data-testid={testId}>
            {children}
          </Timeline>
        )}
        <DialogActions>
          <Button variant="default" onClick={props.onClose}>
            {t('dialog.close')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
