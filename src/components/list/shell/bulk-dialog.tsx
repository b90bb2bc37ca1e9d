import { Alert, Button, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useCollectRun } from '@/lib/use-collect-run';
import { CollectProgress } from '../../collect-progress';
import { DialogActions } from '../../dialog-actions';
import type { BulkAction, BulkCall, ListBulk } from './bulk';
import { planBulk, runBulk, type BulkOutcome, type BulkPlan } from './bulk-run';
import { BulkSummary } from './bulk-summary';
import type { ListRow } from './list-config';
import { useListState } from './list-context';
import { collectListRows } from './list-export';
import { isSelected, sumAmounts, type Selection } from './selection';

type BulkDialogProps<Row> = {
  /** The action chosen (of the list's config.bulk). */
  action: BulkAction<Row>;
  /** The selection when the action was chosen. */
  selection: Selection<Row>;
  onClose: () => void;
  /** After a run: the selection is cleared. */
  onFinished: () => void;
};

type Running = { finished: number; total: number };

/**
 * A bulk action from start to end: the selected rows (collected page by page when 'all matching'
 * is selected), the confirmation (the action, how many rows it acts on, how many it skips and why,
 * the amount), the run a few calls at a time with progress and a stop, and the summary. The
 * list's queries and the counts reload after a run.
 */
export const BulkDialog = <Row extends ListRow>({
  action,
  selection,
  onClose,
  onFinished,
}: BulkDialogProps<Row>) => {
  const { config, search } = useListState<Row>();
  const bulk: ListBulk<Row> = config.bulk ?? { rowName: (row) => row.id, noun: '' };
  const { t } = useTranslation(config.ns);
  const { t: tLists } = useTranslation('lists');
  const client = useQueryClient();
  const collect = useCollectRun<Row>();
  const [running, setRunning] = useState<Running | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome<Row> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const started = useRef(false);
  const title = t(action.label);

  const { start: startCollect } = collect;
  useEffect(() => {
    if (selection.mode === 'rows') return;
    startCollect(({ signal, onProgress }) =>
      collectListRows({
        query: config.query,
        search,
        client,
        signal,
        onProgress,
        keep: (row) => isSelected(selection, row.id),
      }),
    );
  }, [selection, startCollect, config, search, client]);
  useEffect(() => () => controller.current?.abort(), []);

  const rows =
    selection.mode === 'rows'
      ? [...selection.rows.values()]
      : collect.state.step === 'done'
        ? collect.state.rows
        : [];
  const [plan, setPlan] = useState<BulkPlan<Row> | null>(null);
  const ready = selection.mode === 'rows' || collect.state.step === 'done' || collect.state.step === 'empty';
  const shownPlan = plan ?? (ready ? planBulk(rows, action.rule) : null);

  const start = (call: BulkCall<Row>) => {
    if (started.current || !shownPlan?.take.length) return;
    started.current = true;
    setPlan(shownPlan);
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ finished: 0, total: shownPlan.take.length });
    void runBulk({
      name: `${config.listId}:${action.id}`,
      rows: shownPlan.take,
      call,
      signal: abort.signal,
      concurrency: action.concurrency,
      onProgress: (finished, total) => setRunning({ finished, total }),
    }).then((result) => {
      setRunning(null);
      setOutcome(result);
      if (result.step === 'busy') {
        started.current = false;
        return;
      }
      onFinished();
      for (const queryKey of bulk.invalidates ?? []) void client.invalidateQueries({ queryKey });
    });
  };

  const busy = outcome?.step === 'busy';
  const finished = outcome?.step === 'finished' ? outcome : null;
  const amount = bulk.amount && shownPlan ? sumAmounts(shownPlan.take, bulk.amount) : undefined;

  const body = (() => {
    if (finished && shownPlan)
      return (
        <BulkSummary<Row>
          name={config.export?.name ?? config.listId}
          bulk={bulk}
          plan={shownPlan}
          outcome={finished}
          onClose={onClose}
        />
      );
    if (running)
      return (
        <>
          <Text size="sm" aria-live="polite">
            {tLists('bulk.running', running)}
          </Text>
          <Progress value={(running.finished / running.total) * 100} animated aria-label={title} />
          <DialogActions>
            <Button variant="default" onClick={() => controller.current?.abort()}>
              {tLists('bulk.stop')}
            </Button>
          </DialogActions>
        </>
      );
    if (collect.state.step === 'collect')
      return (
        <CollectProgress
          {...collect.state}
          starting={tLists('bulk.collecting')}
          progress={(counts) => tLists('export.progress', counts)}
          label={title}
          cancelLabel={tLists('dialog.cancel')}
          onCancel={onClose}
        />
      );
    if (collect.state.step === 'idle' && collect.state.failed)
      return (
        <>
          <Alert color="red" role="alert">
            {tLists('bulk.collectFailed')}
          </Alert>
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              {tLists('dialog.close')}
            </Button>
          </DialogActions>
        </>
      );
    if (!shownPlan) return null;
    const none = !shownPlan.take.length;
    const { Prepare } = action;
    const confirmLabel = t(action.label);
    return (
      <>
        <Text size="sm" fw={600}>
          {tLists('bulk.take', { count: shownPlan.take.length })}
        </Text>
        {amount !== undefined && !none && (
          <Text size="sm">{tLists('bulk.amount', { sum: formatMoney(amount) })}</Text>
        )}
        {shownPlan.skipped.length > 0 && (
          <Stack gap={4}>
            <Text size="sm">
              {tLists('bulk.skipped', {
                count: shownPlan.skipped.reduce((sum, group) => sum + group.rows.length, 0),
              })}
            </Text>
            <List size="sm" withPadding>
              {shownPlan.skipped.map((group) => (
                <List.Item key={group.reason}>
                  {tLists('bulk.reason', { reason: t(group.reason), count: group.rows.length })}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {none && (
          <Alert color="yellow" role="status">
            {tLists('bulk.none')}
          </Alert>
        )}
        {busy && (
          <Alert color="yellow" role="alert">
            {tLists('bulk.busy')}
          </Alert>
        )}
        {Prepare && !none ? (
          <Prepare confirmLabel={confirmLabel} disabled={busy} onReady={start} onCancel={onClose} />
        ) : (
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              {tLists('dialog.cancel')}
            </Button>
            {!none && action.call && (
              <Button color={action.color} disabled={busy} onClick={() => action.call && start(action.call)}>
                {confirmLabel}
              </Button>
            )}
          </DialogActions>
        )}
      </>
    );
  })();

  return (
    <Modal
      opened
      onClose={() => !running && onClose()}
      title={title}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Stack gap="md">{body}</Stack>
    </Modal>
  );
};
