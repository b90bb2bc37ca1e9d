import { Button, Group, Stack } from '@mantine/core';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { markServerFieldErrors } from '@/lib/server-field-errors';

type Props<TInput extends FieldValues, TValues> = {
  /** The form's accessible name. */
  label: string;
  form: UseFormReturn<TInput, unknown, TValues>;
  /** Runs with the parsed values and returns the call's promise; a rejection keeps the values. */
  onSubmit: (values: TValues) => Promise<unknown>;
  pending: boolean;
  children: ReactNode;
};

/**
 * A settings page's form: save (only once something changed, once however often it is pressed,
 * loading while the call runs) and discard, which brings back the saved values.
 */
export const SettingsForm = <TInput extends FieldValues, TValues>({
  label,
  form,
  onSubmit,
  pending,
  children,
}: Props<TInput, TValues>) => {
  const { t } = useTranslation('company-settings');
  const sending = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      if (pending || sending.current) return;
      sending.current = true;
      try {
        await onSubmit(values);
      } catch (error) {
        // The mutation's alert says what failed; the fields the server refused say why.
        markServerFieldErrors(form, error);
      } finally {
        sending.current = false;
      }
    })(event);
  const { isDirty } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="lg">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={!isDirty || pending}>
              {t('form.discard')}
            </Button>
            <Button type="submit" loading={pending} disabled={!isDirty}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
};
