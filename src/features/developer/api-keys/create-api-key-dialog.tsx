import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiKey } from '@generated/model/apiKey';
import type { ApiKeyCreated } from '@generated/model/apiKeyCreated';
import { CreateApiKeyBody } from '@generated/zod/api-keys/api-keys.zod';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-fields';
import { foundAfterLostAnswer } from '@/lib/create-once';
import { useCreateApiKey } from '../api';
import { OneTimeSecretDialog } from '../one-time-secret-dialog';

const CreateApiKeySchema = CreateApiKeyBody.extend({
  name: z.string().trim().min(1, 'developer:validation.required'),
});
type CreateApiKeyInput = z.input<typeof CreateApiKeySchema>;
type CreateApiKeyValues = z.output<typeof CreateApiKeySchema>;

type Props = { opened: boolean; onClose: () => void };

/**
 * Names a new API key (create is enabled once there is a name), then shows the key once; a key an
 * earlier try made (its answer lost) is said to exist, its key not to be shown again.
 */
export const CreateApiKeyDialog = ({ opened, onClose }: Props) => {
  const { t } = useTranslation('developer');
  const create = useCreateApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | ApiKey | null>(null);
  const form = useForm<CreateApiKeyInput, unknown, CreateApiKeyValues>({
    resolver: zodResolver(CreateApiKeySchema),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const close = () => {
    setCreated(null);
    form.reset();
    onClose();
  };

  return (
    <>
      <FormDialog
        opened={opened && created === null}
        onClose={close}
        title={t('apiKeys.createTitle')}
        form={form}
        pending={create.isPending}
        submitLabel={t('apiKeys.create')}
        submitDisabled={!name.trim()}
        onSubmit={async (values) => setCreated(await create.mutateAsync(values.name))}
      >
        <TextField<CreateApiKeyInput>
          name="name"
          label={t('apiKeys.name')}
          description={t('apiKeys.nameHint')}
          withAsterisk
          data-autofocus
          autoComplete="off"
        />
      </FormDialog>
      <OneTimeSecretDialog
        opened={opened && created !== null}
        title={t('apiKeys.createdTitle')}
        label={t('apiKeys.key')}
        value={created && 'apiKey' in created ? created.apiKey : ''}
        note={t('apiKeys.shownOnce')}
        lost={foundAfterLostAnswer(created) ? t('apiKeys.keyLost', { name: created?.name }) : undefined}
        onClose={close}
      />
    </>
  );
};
