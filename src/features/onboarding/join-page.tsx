import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-fields';
import { NameFields, NewPasswordFields } from '@/components/new-account-fields';
import { PublicPage } from '@/components/public-page';
import { isApiError } from '@/lib/errors';
import { joinInvitationQueryOptions, useJoinMutation } from './api';
import { JoinFormSchema, type JoinFormValues } from './join-schema';

/** An invited person joins an existing company; a 201 signs them in and opens the dashboard. */
export const JoinPage = ({ invitationId }: { invitationId: string }) => {
  const { t } = useTranslation('onboarding');
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

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, { onSuccess: () => void navigate({ to: '/dashboard' }) }),
  );

  return (
    <PublicPage
      title={t('join.title')}
      subtitle={t('join.subtitle', { companyName: invitation.companyName })}
    >
      <FormProvider {...form}>
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
            <TextField<JoinFormValues>
              name="emailAddress"
              label={t('user.email')}
              type="email"
              readOnly
              description={t('user.emailFromInvitation')}
            />
            <NameFields autoFocus />
            <NewPasswordFields />
            <Button type="submit" loading={join.isPending} fullWidth>
              {t('join.submit')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </PublicPage>
  );
};
