import { Text } from '@mantine/core';
import type { FlatNamespace } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { useLastChosen } from '@/lib/use-last-chosen';
import { ConfirmDialog } from './confirm-dialog';

type Props<T> = {
  /** The item to delete; the dialog is open while there is one. */
  item: T | null;
  onClose: () => void;
  /** The namespace and keys of the title, the red button and the question (`<strong>` allowed). */
  ns: FlatNamespace;
  texts: { title: string; confirm: string; text: string };
  /** The question's values, for the item last chosen (kept while the dialog closes). */
  values: (item: T | null) => Record<string, string | undefined>;
  /** The deletion's mutation: busy while it runs. */
  mutation: { isPending: boolean };
  onConfirm: (item: T) => void;
};

/** Asks before an item is deleted or removed, with a red button that is busy while it runs. */
export const DeleteConfirmDialog = <T,>({
  item,
  onClose,
  ns,
  texts,
  values,
  mutation,
  onConfirm,
}: Props<T>) => {
  const { t } = useTranslation(ns);
  const shown = useLastChosen(item);
  return (
    <ConfirmDialog
      opened={item !== null}
      title={t(texts.title)}
      confirmLabel={t(texts.confirm)}
      color="red"
      loading={mutation.isPending}
      onClose={onClose}
      onConfirm={() => item && onConfirm(item)}
    >
      <Text size="sm">
        <Trans t={t} i18nKey={texts.text} values={values(shown)} components={{ strong: <strong /> }} />
      </Text>
    </ConfirmDialog>
  );
};
