import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from '@/lib/redirect';
import { signIn } from './api';
import { DemoAccountHint } from './demo-account-hint';
import { preloadLoginSchema, useLoginForm, type LoginValues } from './use-login-form';

type Props = {
  emailAddress?: string;
  redirect?: string;
  /** The user started to type or click: time to load what the pages after login need. */
  onIntent?: () => void;
  /** Signed in: nothing cached for an earlier user may be shown to this one. */
  onSignedIn?: () => void;
};

export const LoginPage = ({ emailAddress, redirect, onIntent, onSignedIn }: Props) => {
  const { t } = useTranslation(['global', 'validations']);
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  // One sign-in at a time: Enter pressed again while the first is under way sends nothing.
  const pending = useRef(false);

  const submitLogin = async (values: LoginValues) => {
    if (pending.current) return;
    pending.current = true;
    setState('pending');
    try {
      await signIn(values);
    } catch {
      pending.current = false;
      setState('failed');
      return;
    }
    onSignedIn?.();
    router.history.push(safeRedirect(redirect) ?? DEFAULT_AFTER_LOGIN);
  };

  const form = useLoginForm({
    initial: { emailAddress: emailAddress ?? '', password: '' },
    onValid: (values) => void submitLogin(values),
    onCheckFailed: () => setState('failed'),
  });
  const intent = () => {
    void preloadLoginSchema();
    onIntent?.();
  };
  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);
  const email = form.field('emailAddress');
  const password = form.field('password');

  return (
    <Center
      mih="100vh"
      p="md"
      bg="var(--portal-color-muted-surface)"
      onKeyDownCapture={intent}
      onPointerDownCapture={intent}
      onInputCapture={intent}
    >
      <Stack w="100%" maw={420} gap="md">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Card withBorder shadow="sm" padding="xl" radius="md">
          <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('login.title')}>
            <Stack gap="md">
              <Title order={1} size="h2">
                {t('login.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('login.subtitle')}
              </Text>
              {state === 'failed' && (
                <Alert color="red" role="alert" title={t('login.failed')}>
                  {t('login.failedHint')}
                </Alert>
              )}
              <TextInput
                {...email}
                error={fieldError(email.error)}
                label={t('login.email')}
                type="email"
                autoComplete="username"
                autoFocus={!emailAddress}
                withAsterisk
              />
              <PasswordInput
                {...password}
                error={fieldError(password.error)}
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
              <Button type="submit" loading={state === 'pending'} fullWidth>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
        {/* Spelled out rather than `mockEnabled`, so that a production build drops the hint. */}
        {import.meta.env.VITE_MOCK === 'true' && (
          <DemoAccountHint onUse={(account) => form.fill({ ...account }, { validate: true })} />
        )}
      </Stack>
    </Center>
  );
};
