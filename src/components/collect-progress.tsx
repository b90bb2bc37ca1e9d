import { Button, Progress, Text } from '@mantine/core';
import { DialogActions } from './dialog-actions';

type Props = {
  /** What happens before the first page tells the total, and the running count after. */
  starting: string;
  progress: (counts: { collected: number; total: number }) => string;
  collected: number;
  total: number | undefined;
  /** The progress bar's accessible name. */
  label: string;
  cancelLabel: string;
  onCancel: () => void;
};

/** A fetch-all run in progress (src/lib/use-collect-run.ts): its count, a progress bar and a cancel. */
export const CollectProgress = ({
  starting,
  progress,
  collected,
  total,
  label,
  cancelLabel,
  onCancel,
}: Props) => (
  <>
    <Text size="sm" aria-live="polite">
      {total === undefined ? starting : progress({ collected, total })}
    </Text>
    <Progress value={total ? (collected / total) * 100 : 0} animated aria-label={label} />
    <DialogActions>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </DialogActions>
  </>
);
