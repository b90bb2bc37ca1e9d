import { Alert, List } from '@mantine/core';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isApiError, isOfflineError } from '@/lib/errors';

/** The backend's error body: a message, and the field errors of a failed validation. */
const ProblemBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string().optional(), message: z.string() })).optional(),
});

/** What the server said about a failed save: its field errors, else its message. */
export const serverMessages = (error: unknown): string[] => {
  if (!isApiError(error)) return [];
  const body = ProblemBody.safeParse(error.body);
  const fieldMessages = body.success ? (body.data.errors ?? []).map((entry) => entry.message) : [];
  if (fieldMessages.length) return fieldMessages;
  return error.serverMessage ? [error.serverMessage] : [];
};

/**
 * A failed customer save on the form itself (spec 2 §8): the server's message as plain text, or a
 * general hint when it sent none. The form keeps everything typed.
 */
export const CustomerSaveError = ({ error, title }: { error: unknown; title: string }) => {
  const { t } = useTranslation(['customers', 'global']);
  if (!error) return null;
  const messages = serverMessages(error);
  return (
    <Alert color="red" role="alert" title={title}>
      {messages.length > 1 ? (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      ) : (
        (messages[0] ?? (isOfflineError(error) ? t('global:offline.refused') : t('form.saveErrorText')))
      )}
    </Alert>
  );
};
