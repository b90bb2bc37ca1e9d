import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/public-page';
import { isApiError } from '@/lib/errors';
import { joinInvitationQueryOptions, useJoinMutation } from './api';
import { JoinFormSchema, type JoinFormValues } from './join-schema';
import { useFieldError } from './use-field-error';
import { NameFields, NewPasswordFields } from '@/components/new-account-fields';

/** An invited person joins an existing company; a 201 signs them in and opens the dashboard. */
export const JoinPage = ({ invitationId }: { invitationId: string }) => {
  const { t } = useTranslation('onboarding');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const { data: invitation } = useSuspenseQuery(joinInvitationQueryOptions(invitationId));
  const join = useJoinMutation(invitationId);
  const form = useForm<JoinFormValues>({
    resolver: zodResolver(JoinFormSchema),
    defaultValues: {
      emailAddress: invitation.emailAddress,
      firstName: '',
      lastName: '',
      password: '',
      passwordConfirmation: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, { onSuccess: () => void navigate({ to: '/dashboard' }) }),
  );

  return (
    <PublicPage
      title={t('join.title')}
      subtitle={t('join.subtitle', { companyName: invitation.companyName })}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('join.title')}>
        <Stack gap="md">
          {join.isError && (
            // The original portal swallowed join failures; a person who cannot join must know.
            <Alert color="red" role="alert" title={t('join.failed')}>
              {isApiError(join.error) && join.error.serverMessage
                ? join.error.serverMessage
                : t('join.failedHint')}
            </Alert>
          )}
          <TextInput label={t('join.company')} value={invitation.companyName} readOnly />
          <TextInput
            label={t('user.email')}
            type="email"
            readOnly
            description={t('user.emailFromInvitation')}
            {...form.register('emailAddress')}
            error={fieldError(errors.emailAddress)}
          />
          <NameFields
            autoFocus
            firstName={{
              field: form.register('firstName'),
              label: t('user.firstName'),
              error: fieldError(errors.firstName),
            }}
            lastName={{
              field: form.register('lastName'),
              label: t('user.lastName'),
              error: fieldError(errors.lastName),
            }}
          />
          <NewPasswordFields
            password={{
              field: form.register('password'),
              label: t('user.password'),
              error: fieldError(errors.password),
            }}
            confirmation={{
              field: form.register('passwordConfirmation'),
              label: t('user.passwordConfirmation'),
              error: fieldError(errors.passwordConfirmation),
            }}
          />
          <Button type="submit" loading={join.isPending} fullWidth>
            {t('join.submit')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
};
