/**
 * How a step's own form talks to the wizard around it: the step hands over its submit (the
 * wizard's primary button runs it) and says whether its form is valid and changed.
 */
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useKeptInput } from '@/components/form/use-kept-input';
import type { CreditorIdInput, IniLetterInput, RequestInput, SetupInput } from './direct-debit-schemas';

export type StepFormState = { valid: boolean; dirty: boolean };

/** What each step's form showed when the step was left, by Continue or by Back. */
export type KeptValues = {
  preparation?: CreditorIdInput;
  request?: RequestInput;
  setup?: SetupInput;
  iniLetter?: IniLetterInput;
};

export type StepBinding = {
  setSubmit: (submit: () => Promise<void>) => void;
  setFormState: (state: StepFormState) => void;
  /** Kept while the wizard is open: a step shown again starts with what it showed when it was left. */
  kept: KeptValues;
  /** The connection's drafts are filed under this id and the step (src/lib/drafts.ts). */
  draftId: string;
  /** The dialog's close, through the shown step's question before typed input is left. */
  closeRequestRef: { current: ((close: () => void) => void) | null };
};

export const useStepBinding = <K extends keyof KeptValues, TOutput>(
  step: K,
  form: UseFormReturn<NonNullable<KeptValues[K]>, unknown, TOutput>,
  binding: StepBinding,
  send: (values: TOutput) => Promise<void>,
) => {
  const { isValid, isDirty } = form.formState;
  const { setSubmit, setFormState, kept, closeRequestRef } = binding;
  const sending = useRef(false);
  const input = useKeptInput(form, `${binding.draftId}.${step}`, () => sending.current);
  useEffect(() => {
    closeRequestRef.current = input.leave.askBeforeClose;
    return () => {
      closeRequestRef.current = null;
    };
  });
  // A step opens with the server's values as its defaults. What was typed or ticked when it was
  // left goes on top: Continue sends it again, and 'changed' still compares with the server.
  useEffect(() => {
    const left = kept[step];
    if (left) form.reset(left, { keepDefaultValues: true });
    return () => {
      kept[step] = form.getValues();
    };
  }, [form, kept, step]);
  useEffect(() => setFormState({ valid: isValid, dirty: isDirty }), [isValid, isDirty, setFormState]);
  useEffect(() => {
    setSubmit(() =>
      form.handleSubmit(async (values) => {
        if (sending.current) return;
        sending.current = true;
        try {
          await send(values);
          input.draft.clear();
        } catch {
          // The call's alert says what failed; the form keeps what was typed.
        } finally {
          sending.current = false;
        }
      })(),
    );
  });
  return input;
};
