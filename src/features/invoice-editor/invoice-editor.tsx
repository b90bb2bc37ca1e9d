import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { isApiError } from '@/lib/errors';
import { useFinalizeInvoice, useSaveInvoice } from './api';
import { nextMode, type DialogEvent, type DialogMode } from './dialog-modes';
import { InvoiceFormFields } from './invoice-form-fields';
import {
  InvoiceSchema,
  toInvoiceInput,
  type InvoiceFormInput,
  type InvoiceFormValues,
} from './invoice-schema';
import { InvoiceSummary } from './invoice-summary';
import { DialogActions } from '@/components/dialog-actions';
import { DraftOffer } from '@/components/form/draft-offer';
import { useKeptInput } from '@/components/form/use-kept-input';

type Props = {
  defaults: InvoiceFormInput;
  /** The draft being edited; none for a new invoice. */
  draft: Invoice | null;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
  /** The dialog's own close (its X, Escape) asks through the editor's leave guard. */
  closeRequestRef: RefObject<(() => void) | null>;
};

/** Spec 2 §8: the server's message, else the error's own. */
const failureText = (error: unknown) =>
  isApiError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';

/** The content of the new / edit invoice dialog through its modes. */
export const InvoiceEditor = ({ defaults, draft, onClose, onBusyChange, closeRequestRef }: Props) => {
  const { t } = useTranslation(['invoice-editor', 'lists']);
  const [mode, setMode] = useState<DialogMode>('editing');
  const [saved, setSaved] = useState<Invoice | null>(draft);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const save = useSaveInvoice();
  const finalize = useFinalizeInvoice();
  const form = useForm<InvoiceFormInput, unknown, InvoiceFormValues>({
    resolver: zodResolver(InvoiceSchema),
    defaultValues: defaults,
    mode: 'all',
  });
  const step = (event: DialogEvent) => setMode((current) => nextMode(current, event));
  const { draft: kept, leave } = useKeptInput(
    form,
    draft ? `invoice.${draft.id}` : 'invoice.new',
    () => sending.current,
  );
  useEffect(() => {
    closeRequestRef.current = () => leave.askBeforeClose(onClose);
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      if (sending.current) return;
      sending.current = true;
      onBusyChange(true);
      setFailure(null);
      try {
        setSaved(await save.mutateAsync({ id: saved?.id, body: toInvoiceInput(values) }));
        kept.clear();
        // What was saved is the form's new starting point: nothing unsaved is left.
        form.reset(form.getValues());
        step('saved');
      } catch (error) {
        setFailure(failureText(error));
      } finally {
        sending.current = false;
        onBusyChange(false);
      }
    })(event);

  const send = async () => {
    if (!saved || sending.current) return;
    sending.current = true;
    onBusyChange(true);
    step('finalize');
    try {
      await finalize.mutateAsync(saved);
      onClose();
    } catch {
      step('finalizeFailed');
    } finally {
      sending.current = false;
      onBusyChange(false);
    }
  };

  if (mode !== 'editing' && saved)
    return (
      <Stack gap="md">
        {mode === 'viewing' ? (
          <Alert color="teal" role="status">
            {t('viewing.saved')}
          </Alert>
        ) : (
          <Alert color="blue" title={t('review.title')}>
            {t('review.text', { email: saved.debitor?.emailAddress ?? '' })}
          </Alert>
        )}
        <InvoiceSummary invoice={saved} />
        <DialogActions justify="space-between">
          {mode === 'viewing' ? (
            <Button variant="default" onClick={() => step('continueEditing')}>
              {t('viewing.continueEditing')}
            </Button>
          ) : (
            <Button variant="default" onClick={() => step('back')} disabled={mode === 'submitting'}>
              {t('review.back')}
            </Button>
          )}
          <Group>
            <Button variant="default" onClick={onClose} disabled={mode === 'submitting'}>
              {t('lists:dialog.close')}
            </Button>
            {mode === 'viewing' ? (
              <Button onClick={() => step('review')}>{t('viewing.review')}</Button>
            ) : (
              <Button onClick={() => void send()} loading={mode === 'submitting'}>
                {t('review.finalize')}
              </Button>
            )}
          </Group>
        </DialogActions>
      </Stack>
    );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('form.label')}>
        <Stack gap="md">
          <DraftOffer draft={kept} kind="invoice" />
          {failure !== null && (
            <Alert color="red" role="alert" title={t('messages.saveFailed')}>
              <Text size="sm">{failure}</Text>
            </Alert>
          )}
          <InvoiceFormFields disabled={save.isPending} />
          <DialogActions>
            <Button variant="default" onClick={() => leave.askBeforeClose(onClose)} disabled={save.isPending}>
              {t('lists:dialog.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
      {leave.guard}
    </FormProvider>
  );
};
