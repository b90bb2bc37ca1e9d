import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { UserScope } from '@/lib/user-scope';
import { useLeaveGuard } from './leave-guard';
import { useDraft } from './use-draft';

/**
 * What a form does to keep what was typed: its draft (under `draftId`; null keeps none) and the
 * question before unsaved input is left. `settled()` says that leaving now loses nothing: the
 * form is closed, or a save is under way or done.
 */
export const useKeptInput = <T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'getValues' | 'reset' | 'formState'>,
  draftId: string | null,
  settled: () => boolean = () => false,
  /** Whose draft; the signed-in user and company unless given (src/lib/drafts.ts). */
  scope?: UserScope,
) => {
  const draft = useDraft(form, draftId, scope);
  // Read while rendering, so that the form tracks it; the guard reads it again when asked.
  const typed = form.formState.isDirty;
  const leave = useLeaveGuard(() => typed && form.formState.isDirty && !settled(), draft.clear);
  return { draft, leave };
};
