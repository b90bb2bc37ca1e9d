import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '@/components/form/text-fields';
import { LanguageSwitch } from '@/components/language-switch';
import { mockEnabled } from '@/lib/env';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from '@/lib/redirect';
import { useLoginMutation } from './api';
import { DemoAccountHint } from './demo-account-hint';
import { LoginFormSchema, type LoginFormValues } from './login-schema';

type Props = {
  emailAddress?: string;
  redirect?: string;
  /** The user started to type or click: time to load what the pages after login need. */
  onIntent?: () => void;
};

export const LoginPage = ({ emailAddress, redirect, onIntent }: Props) => {
  const { t } = useTranslation(['global', 'validations']);
  const router = useRouter();
  const loginMutation = useLoginMutation();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { emailAddress: emailAddress ?? '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: () => router.history.push(safeRedirect(redirect) ?? DEFAULT_AFTER_LOGIN),
    }),
  );

  return (
    <Center
      mih="100vh"
      p="md"
      bg="var(--mantine-color-gray-0)"
      onKeyDownCapture={onIntent}
      onPointerDownCapture={onIntent}
    >
      <Stack w="100%" maw={420} gap="md">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Card withBorder shadow="sm" padding="xl" radius="md">
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
              <Stack gap="md">
                <Title order={1} size="h2">
                  {t('login.title')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('login.subtitle')}
                </Text>
                {loginMutation.isError && (
                  <Alert color="red" role="alert" title={t('login.failed')}>
                    {t('login.failedHint')}
                  </Alert>
                )}
                <TextField<LoginFormValues>
                  name="emailAddress"
                  label={t('login.email')}
                  type="email"
                  autoComplete="username"
                  autoFocus={!emailAddress}
                  withAsterisk
                />
                <PasswordField<LoginFormValues>
                  name="password"
                  label={t('login.password')}
                  autoComplete="current-password"
                  autoFocus={Boolean(emailAddress)}
                  withAsterisk
                />
                <Group justify="space-between">
                  <Anchor component={Link} to="/register/passwordreset/request" size="sm">
                    {t('login.forgotPassword')}
                  </Anchor>
                  <Anchor component={Link} to="/signup" size="sm">
                    {t('login.signUp')}
                  </Anchor>
                </Group>
                <Button type="submit" loading={loginMutation.isPending} fullWidth>
                  {t('login.submit')}
                </Button>
              </Stack>
            </form>
          </FormProvider>
        </Card>
        {mockEnabled && (
          <DemoAccountHint
            onUse={(account) => {
              form.setValue('emailAddress', account.emailAddress, { shouldValidate: true });
              form.setValue('password', account.password, { shouldValidate: true });
            }}
          />
        )}
      </Stack>
    </Center>
  );
};
