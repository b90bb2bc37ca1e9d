import { rowLabel, WithListsTranslation } from '@/components/row-translation';
import { ProgressLook } from '@/components/look-alikes/progress';

/** The completion bar of payments and credits; see completion.ts for the figures. */
export const CompletionBar = ({ percent, color }: { percent: number; color?: string }) => (
  <WithListsTranslation
    render={(t) => {
      const label = rowLabel(t, 'completion', { percent });
      return (
        <ProgressLook
          percent={percent}
          color={color ?? (percent === 100 ? 'green' : 'brand')}
          label={label}
          title={label}
          data-completion={percent}
        />
      );
    }}
  />
);
