import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../dialog-actions';
import { MAX_VIEW_NAME, type ViewNameProblem } from './view-store';

type Props = {
  opened: boolean;
  title: string;
  initialName: string;
  problem: (name: string) => ViewNameProblem | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

const NameForm = ({ initialName, problem, onSubmit, onClose }: Omit<Props, 'opened' | 'title'>) => {
  const { t } = useTranslation('lists');
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const found = problem(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!found) onSubmit(name);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('views.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && found ? t(`views.${found}`, { max: MAX_VIEW_NAME }) : undefined}
          maxLength={MAX_VIEW_NAME + 20}
          required
          data-autofocus
        />
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit">{t('views.saveButton')}</Button>
        </DialogActions>
      </Stack>
    </form>
  );
};

/** Asks for a view's name: a new view's, or a new name for one; the name's problem at the field. */
export const ViewNameDialog = ({ opened, title, ...form }: Props) => (
  <Modal opened={opened} onClose={form.onClose} title={title} closeOnClickOutside={false} centered>
    {/* Mounted afresh each time, so the field starts from the name given. */}
    {opened && <NameForm {...form} />}
  </Modal>
);
