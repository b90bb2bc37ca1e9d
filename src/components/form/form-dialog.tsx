import { Button, Modal, Stack } from '@mantine/core';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import { DraftOffer, type DraftKind } from './draft-offer';
import { useKeptInput } from './use-kept-input';

type Props<TInput extends FieldValues, TValues> = {
  opened: boolean;
  title: string;
  form: UseFormReturn<TInput, unknown, TValues>;
  /**
   * Runs with the parsed values and returns the call's promise (`mutateAsync`), so a second press
   * waits for it. A rejection leaves the dialog open with everything typed; the mutation's own
   * alert says what failed.
   */
  onSubmit: (values: TValues) => Promise<unknown>;
  onClose: () => void;
  /** The call is under way: submit shows loading, nothing closes the dialog. */
  pending: boolean;
  submitLabel: string;
  submitColor?: string;
  /** Submit stays disabled until the form is valid (where the spec says so). */
  requireValid?: boolean;
  /** Submit is disabled by a rule of the dialog's own (a required choice not made yet). */
  submitDisabled?: boolean;
  size?: string;
  /** A long form keeps a draft under this id and offers it back (src/components/form/use-draft.ts). */
  draftOf?: { id: string; kind: DraftKind };
  children: ReactNode;
};

/**
 * A dialog with a form: does not close on a backdrop click nor while its call runs, sends once
 * however often submit is pressed, keeps the values after a failed submit, asks before typed
 * input is left (closing, a navigation, the tab) and, given `draftOf`, keeps a draft.
 */
export const FormDialog = <TInput extends FieldValues, TValues>({
  opened,
  title,
  form,
  onSubmit,
  onClose,
  pending,
  submitLabel,
  submitColor,
  requireValid = false,
  submitDisabled = false,
  size,
  draftOf,
  children,
}: Props<TInput, TValues>) => {
  const { t } = useTranslation('lists');
  // A second press before `pending` renders must not send twice.
  const sending = useRef(false);
  const saved = useRef(false);
  const { draft, leave } = useKeptInput(
    form,
    opened && draftOf ? draftOf.id : null,
    () => !opened || sending.current || saved.current,
  );
  const close = () => !pending && leave.askBeforeClose(onClose);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      if (pending || sending.current) return;
      sending.current = true;
      try {
        await onSubmit(values);
        saved.current = true;
        draft.clear();
      } catch {
        // Shown by the mutation's alert; the form keeps its values.
      } finally {
        sending.current = false;
      }
    })(event);
  const invalid = submitDisabled || (requireValid && !form.formState.isValid);

  return (
    <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={false} centered size={size}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="md">
            {draftOf && <DraftOffer draft={draft} kind={draftOf.kind} />}
            {children}
            <DialogActions>
              <Button variant="default" onClick={close} disabled={pending}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" color={submitColor} loading={pending} disabled={invalid}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </FormProvider>
      {leave.guard}
    </Modal>
  );
};
