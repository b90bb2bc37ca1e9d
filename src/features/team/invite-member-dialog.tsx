import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessages } from '@/entities/customer/customer-save-error';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-fields';
import { useInviteTeamMember } from './api';
import { InviteSchema, type InviteInput, type InviteValues } from './invite-schema';

type Props = { opened: boolean; onClose: () => void };

/** Invites a person by e-mail; a refusal lists the server's errors in red and keeps the address. */
export const InviteMemberDialog = ({ opened, onClose }: Props) => {
  const { t } = useTranslation('team');
  const invite = useInviteTeamMember();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { emailAddress: '' },
    mode: 'onTouched',
  });
  const close = () => {
    form.reset();
    setErrors([]);
    invite.reset();
    onClose();
  };
  const submit = async ({ emailAddress }: InviteValues) => {
    setErrors([]);
    try {
      await invite.mutateAsync(emailAddress);
      close();
    } catch (error) {
      const messages = serverMessages(error);
      setErrors(messages.length ? messages : [t('invite.failed')]);
    }
  };

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={t('invite.title')}
      form={form}
      pending={invite.isPending}
      submitLabel={t('invite.submit')}
      onSubmit={submit}
    >
      {errors.length > 0 && (
        <Stack gap="xs" data-testid="invite-errors">
          {errors.map((message) => (
            <Alert key={message} color="red" variant="light" role="alert">
              {message}
            </Alert>
          ))}
        </Stack>
      )}
      <TextField<InviteInput>
        name="emailAddress"
        type="email"
        label={t('invite.email')}
        withAsterisk
        data-autofocus
        autoComplete="off"
      />
    </FormDialog>
  );
};
