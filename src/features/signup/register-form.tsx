import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
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
  const { errors } = form.formState;
  const message = (error: { message?: string } | undefined) => error?.message && t(error.message);
  const done = registration.isSuccess;

  const onSubmit = form.handleSubmit((values) => registration.mutate(values));

  return (
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
            <Group grow align="flex-start">
              <TextInput
                label={t('user.firstName')}
                withAsterisk
                autoComplete="given-name"
                {...form.register('firstName')}
                error={message(errors.firstName)}
              />
              <TextInput
                label={t('user.lastName')}
                withAsterisk
                autoComplete="family-name"
                {...form.register('lastName')}
                error={message(errors.lastName)}
              />
            </Group>
            <PasswordInput
              label={t('user.password')}
              withAsterisk
              autoComplete="new-password"
              {...form.register('password')}
              error={message(errors.password)}
            />
            <PasswordInput
              label={t('user.passwordConfirmation')}
              withAsterisk
              autoComplete="new-password"
              {...form.register('passwordConfirmation')}
              error={message(errors.passwordConfirmation)}
            />
            <Button type="submit" loading={registration.isPending} fullWidth>
              {t('register.submit')}
            </Button>
          </Stack>
        </Fieldset>
      </Stack>
    </form>
  );
};
