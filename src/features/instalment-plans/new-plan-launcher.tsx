import { Suspense, type ComponentProps } from 'react';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialog with its form, date and preview pieces loads when it is first wanted.
const NewPlanDialog = lazyDialog(() => import('./new-plan-dialog').then((module) => module.NewPlanDialog));

/** The new instalment plan dialog, its code loaded on first use (the customer menu opens it). */
export const NewPlanLauncher = (props: ComponentProps<typeof NewPlanDialog>) => (
  <Suspense fallback={null}>
    <NewPlanDialog {...props} />
  </Suspense>
);
