import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/format';
import type { DraftControl } from './use-draft';

/** The kinds of form whose drafts are offered back, each with its own question. */
export type DraftKind =
  | 'invoice'
  | 'correction'
  | 'cancellation'
  | 'instalmentPlan'
  | 'product'
  | 'subscription'
  | 'ebics'
  | 'onboarding'
  | 'mapping'
  | 'customer';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** 'Restore the invoice you started at 14:02?' with Restore and Discard, while a draft waits. */
export const DraftOffer = <T,>({ draft, kind }: { draft: DraftControl<T>; kind: DraftKind }) => {
  const { t } = useTranslation('global');
  if (!draft.offer) return null;
  const started = new Date(draft.offer.savedAt);
  // The portal's 24-hour clock and German dates in both languages (src/lib/format.ts).
  const time = formatTime(started);
  const day = formatDate(started);
  const text = sameDay(started, new Date())
    ? t(`draft.offer.${kind}`, { time })
    : t(`draft.offerOn.${kind}`, { time, day });
  return (
    <Alert color="blue" icon={<IconRestore size={18} />} role="region" aria-label={t('draft.label')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={draft.discard}>
            {t('draft.discard')}
          </Button>
          <Button size="xs" onClick={draft.restore}>
            {t('draft.restore')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
};
