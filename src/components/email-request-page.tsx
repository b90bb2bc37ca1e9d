import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from './form/text-fields';
import { PublicPage } from './public-page';

type EmailRequestValues = { emailAddress: string };

type Props<TData> = {
  title: string;
  subtitle: string;
  /** Checks `emailAddress` with the screen's messages (translation keys). */
  schema: z.ZodType<EmailRequestValues, EmailRequestValues>;
  /** The call, sent the checked address; the page shows its outcome. */
  mutation: UseMutationResult<TData, Error, string>;
  submitLabel: string;
  /** Said aloud while the call runs, the button then marked busy (its spinner is not spoken). */
  pendingLabel?: string;
  /** Shown after a success until the next submit, or only for `noticeMs` where given. */
  notice: ReactNode;
  noticeMs?: number;
  /** Shown while the last call has failed. */
  failure: ReactNode;
  /** Below the button: the way back to the login. */
  footer: ReactNode;
};

/**
 * A public page that asks for nothing but an e-mail address and sends it (the sandbox sign-up,
 * the password reset request): the field, the submit button, a notice on success, the failure.
 */
export const EmailRequestPage = <TData,>({
  title,
  subtitle,
  schema,
  mutation,
  submitLabel,
  pendingLabel,
  notice,
  noticeMs,
  failure,
  footer,
}: Props<TData>) => {
  const { t } = useTranslation('onboarding');
  const [noticeShown, setNoticeShown] = useState(false);
  const hideNotice = useTimeout(() => setNoticeShown(false), noticeMs ?? 0);
  const form = useForm<EmailRequestValues>({
    resolver: zodResolver(schema),
    defaultValues: { emailAddress: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(({ emailAddress }) => {
    setNoticeShown(false);
    mutation.mutate(emailAddress, {
      onSuccess: () => {
        setNoticeShown(true);
        if (noticeMs !== undefined) hideNotice.start();
      },
    });
  });

  return (
    <PublicPage title={title} subtitle={subtitle}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            {noticeShown && notice}
            {mutation.isError && failure}
            <TextField<EmailRequestValues>
              name="emailAddress"
              label={t('common.email')}
              type="email"
              withAsterisk
              autoComplete="email"
              autoFocus
            />
            <Button
              type="submit"
              fullWidth
              loading={mutation.isPending}
              aria-busy={pendingLabel ? mutation.isPending : undefined}
            >
              {submitLabel}
            </Button>
            {pendingLabel && mutation.isPending && (
              <VisuallyHidden role="status">{pendingLabel}</VisuallyHidden>
            )}
            {footer}
          </Stack>
        </form>
      </FormProvider>
    </PublicPage>
  );
};
