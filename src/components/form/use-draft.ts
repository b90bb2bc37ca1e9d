import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, saveDraft, type Draft } from '@/lib/drafts';
import { getUserScope, type UserScope } from '@/lib/user-scope';

/** How long typing rests before the draft is written (a page hide writes at once). */
const WRITE_DELAY_MS = 300;

export type DraftControl<T> = {
  /** The draft found when the form opened, until the user restores or discards it. */
  offer: Draft<T> | null;
  restore: () => void;
  discard: () => void;
  /** The form was saved (or left on purpose): its draft goes. */
  clear: () => void;
};

/**
 * Keeps a form's input as a draft (src/lib/drafts.ts) while it differs from its defaults, and
 * offers a draft found when the form opens. Nothing is written while the offer waits for an
 * answer, so the draft is not overwritten by the defaults. `formId` null keeps nothing.
 */
export const useDraft = <T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'getValues' | 'reset' | 'formState'>,
  formId: string | null,
  /** Whose draft; the signed-in user and company unless given. */
  scope?: UserScope,
): DraftControl<T> => {
  const [found, setFound] = useState(() => ({
    formId,
    offer: formId ? readDraft<T>(formId, scope ?? getUserScope()) : null,
  }));
  // A dialog mounted closed opens later: its draft is looked up when it gets its id.
  if (found.formId !== formId)
    setFound({ formId, offer: formId ? readDraft<T>(formId, scope ?? getUserScope()) : null });
  const offer = found.formId === formId ? found.offer : null;
  const waiting = useRef(false);
  useEffect(() => {
    waiting.current = offer !== null;
  });
  const done = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ownScope = useRef(scope);
  useEffect(() => {
    ownScope.current = scope;
  });
  const whose = () => ownScope.current ?? getUserScope();

  useEffect(() => {
    if (!formId) return undefined;
    done.current = false;
    const write = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (waiting.current || done.current) return;
      if (form.formState.isDirty) saveDraft(formId, form.getValues(), Date.now(), whose());
    };
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, WRITE_DELAY_MS);
    });
    const flush = () => timer.current !== undefined && write();
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, formId]);

  const answered = () => {
    waiting.current = false;
    setFound({ formId, offer: null });
  };
  return {
    offer,
    restore: () => {
      if (!offer) return;
      answered();
      // Against the form's defaults, so the restored input counts as unsaved; what a draft does
      // not hold (a chosen file) stays as it is.
      form.reset({ ...form.getValues(), ...offer.values }, { keepDefaultValues: true });
    },
    discard: () => {
      if (formId) clearDraft(formId, whose());
      answered();
    },
    clear: () => {
      done.current = true;
      clearTimeout(timer.current);
      if (formId) clearDraft(formId, whose());
    },
  };
};
