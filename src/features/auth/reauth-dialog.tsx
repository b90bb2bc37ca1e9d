import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { takeFreshSignIn } from '@/lib/session';
import { signIn } from './api';
import { useLoginForm, type LoginValues } from './use-login-form';

type Props = {
  /** The signed-in user's address: the password is asked for this user only. */
  email: string;
  onSignedIn: () => void;
  onOtherUser: () => void;
};

/**
 * 'Your session has ended': the password again over the page, with the login's rules and
 * messages (spec 1), for the same user. Nothing closes it but signing in or choosing another user.
 */
export const ReauthDialog = ({ email, onSignedIn, onOtherUser }: Props) => {
  const { t } = useTranslation(['global', 'validations']);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const pending = useRef(false);

  const submit = async (values: LoginValues) => {
    if (pending.current) return;
    pending.current = true;
    setState('pending');
    try {
      await signIn({ ...values, emailAddress: email });
    } catch {
      pending.current = false;
      setState('failed');
      return;
    }
    takeFreshSignIn();
    notify.success(t('loggedIn'), { id: 'logged-in' });
    onSignedIn();
  };
  const form = useLoginForm({
    initial: { emailAddress: email, password: '' },
    onValid: (values) => void submit(values),
    onCheckFailed: () => setState('failed'),
  });
  const password = form.field('password');

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      zIndex={400}
      title={t('reauth.title')}
    >
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('reauth.title')}>
        <Stack gap="md">
          <Text size="sm">{t('reauth.text')}</Text>
          {state === 'failed' && (
            <Alert color="red" role="alert" title={t('login.failed')}>
              {t('login.failedHint')}
            </Alert>
          )}
          <TextInput label={t('login.email')} value={email} readOnly autoComplete="username" />
          <PasswordInput
            {...password}
            error={password.error ? t(password.error) : undefined}
            label={t('login.password')}
            autoComplete="current-password"
            data-autofocus
            withAsterisk
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={onOtherUser} disabled={state === 'pending'}>
              {t('reauth.otherUser')}
            </Button>
            <Button type="submit" loading={state === 'pending'}>
              {t('login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
