import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useKeptInput } from '@/components/form/use-kept-input';

/**
 * A wizard step's form that keeps what was typed: its draft, the question before leaving it (also
 * for the wizard's own close), and a submit sent once, which clears the draft when it succeeds.
 */
export const useKeptStep = <TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  draftId: string,
  onSubmit: (values: TValues) => Promise<unknown>,
  onCancel: () => void,
  closeRequestRef: RefObject<(() => void) | null>,
) => {
  const sending = useRef(false);
  const { draft, leave } = useKeptInput(form, draftId, () => sending.current);
  useEffect(() => {
    closeRequestRef.current = () => leave.askBeforeClose(onCancel);
    return () => {
      closeRequestRef.current = null;
    };
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      if (sending.current) return;
      sending.current = true;
      try {
        await onSubmit(values);
        draft.clear();
      } catch {
        // The call's alert says what failed; the step keeps what was typed.
      } finally {
        sending.current = false;
      }
    })(event);
  return { draft, leave, submit };
};
