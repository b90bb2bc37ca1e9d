import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form/form-dialog';
import { Wizard } from './wizard/wizard';

/** The row that sticks to the bottom of a full-screen dialog on a phone (app/styles/phone.css). */
const actionRow = (name: string) => screen.getByRole('button', { name }).closest('[data-dialog-actions]');

const NameForm = () => {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <FormDialog
      opened
      title="Rename"
      form={form}
      onSubmit={() => Promise.resolve()}
      onClose={() => undefined}
      pending={false}
      submitLabel="Save"
    >
      <input aria-label="name" {...form.register('name')} />
    </FormDialog>
  );
};

describe('the buttons of dialogs and wizards', () => {
  it('sit in the action row in a form dialog, with cancel', async () => {
    await renderWithProviders(<NameForm />);
    expect(actionRow('Save')).not.toBeNull();
    expect(actionRow('Save')).toBe(actionRow('Cancel'));
  });

  it('sit in the action row in a confirmation', async () => {
    await renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete?"
        confirmLabel="Delete"
        onConfirm={() => undefined}
        onClose={() => undefined}
      >
        Gone for good.
      </ConfirmDialog>,
    );
    expect(actionRow('Delete')).not.toBeNull();
    expect(actionRow('Delete')).toBe(actionRow('Cancel'));
  });

  it('sit in the action row in a wizard, Back beside Continue', async () => {
    await renderWithProviders(
      <Wizard
        steps={[
          { id: 'one', title: 'One', content: 'first' },
          { id: 'two', title: 'Two', content: 'second' },
        ]}
        active={0}
        onActiveChange={() => undefined}
        onSubmit={() => undefined}
        canSubmit={false}
        labels={{ back: 'Back', continue: 'Continue', submit: 'Send' }}
      />,
    );
    expect(actionRow('Continue')).not.toBeNull();
    expect(actionRow('Continue')).toBe(actionRow('Back'));
  });
});
