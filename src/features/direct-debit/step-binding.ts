/**
 * How a step's own form talks to the wizard around it: the step hands over its submit (the
 * wizard's primary button runs it) and says whether its form is valid and changed.
 */
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export type StepFormState = { valid: boolean; dirty: boolean };

export type StepBinding = {
  setSubmit: (submit: () => Promise<void>) => void;
  setFormState: (state: StepFormState) => void;
};

export const useStepBinding = <TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  binding: StepBinding,
  send: (values: TOutput) => Promise<void>,
) => {
  const { isValid, isDirty } = form.formState;
  const { setSubmit, setFormState } = binding;
  useEffect(() => setFormState({ valid: isValid, dirty: isDirty }), [isValid, isDirty, setFormState]);
  useEffect(() => {
    setSubmit(() =>
      form.handleSubmit(async (values) => {
        try {
          await send(values);
        } catch {
          // The call's alert says what failed; the form keeps what was typed.
        }
      })(),
    );
  });
};
