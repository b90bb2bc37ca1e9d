import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { NameFields, NewPasswordFields } from '@/components/new-account-fields';
import { registrationInvitationQueryOptions, useRegisterMutation } from './api';
import { RegisterFormSchema, type RegisterFormValues } from './register-schema';

export const RegisterForm = ({ invitationId }: { invitationId: string }) => {
  const { t } = useTranslation('onboarding');
  const { data: invitation } = useSuspenseQuery(registrationInvitationQueryOptions(invitationId));
  const registration = useRegisterMutation(invitationId);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', passwordConfirmation: '' },
    // Messages appear when a field is left and stay current while typing, and all of them on submit.
    mode: 'onTouched',
  });
  const done = registration.isSuccess;

  const onSubmit = form.handleSubmit((values) => registration.mutate(values));

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
        <Stack gap="md">
          {done && (
            <Alert color="green" role="status" title={t('register.success')}>
              <LinkButton to="/login" search={{ emailAddress: invitation.to }} size="xs" mt="xs">
                {t('common.toLogin')}
              </LinkButton>
            </Alert>
          )}
          {registration.isError && (
            <Alert color="red" role="alert">
              {t('register.failed')}
            </Alert>
          )}
          <TextInput label={t('common.email')} type="email" value={invitation.to} disabled readOnly />
          <Fieldset disabled={done} variant="unstyled">
            <Stack gap="md">
              <NameFields />
              <NewPasswordFields />
              <Button type="submit" loading={registration.isPending} fullWidth>
                {t('register.submit')}
              </Button>
            </Stack>
          </Fieldset>
        </Stack>
      </form>
    </FormProvider>
  );
};
