import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The completion bar of payments and credits; see completion.ts for the figures. */
export const CompletionBar = ({ percent, color }: { percent: number; color?: string }) => {
  const { t } = useTranslation('lists');
  const label = t('completion', { percent });
  return (
    <Progress
      value={percent}
      color={color ?? (percent === 100 ? 'green' : 'brand')}
      size="sm"
      w={96}
      aria-label={label}
      title={label}
      data-completion={percent}
    />
  );
};
