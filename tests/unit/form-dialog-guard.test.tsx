/**
 * FormDialog keeps what was typed: it asks before unsaved input is left, sends a save once however
 * often it is pressed, keeps a draft of a long form and offers it back.
 */
import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from '@/components/form/form-dialog';
import { readDraft, saveDraft } from '@/lib/drafts';
import { setUserScope } from '@/lib/user-scope';
import { renderWithProviders } from '../render';

type Values = { name: string };

const Dialog = ({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
}) => {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  return (
    <FormDialog
      opened
      title="New product"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={false}
      submitLabel="Save"
      draftOf={{ id: 'product.new', kind: 'product' }}
    >
      <TextInput label="Name" {...form.register('name')} />
    </FormDialog>
  );
};

const open = async (onSubmit: (values: Values) => Promise<unknown> = () => Promise.resolve()) => {
  const onClose = vi.fn();
  const rendered = await renderWithProviders(<Dialog onSubmit={onSubmit} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'New product' });
  return { ...rendered, dialog, onClose };
};

afterEach(() => setUserScope(null));

describe('FormDialog: nothing typed is lost', () => {
  it('closes at once when nothing was typed', async () => {
    const { user, dialog, onClose } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('asks before typed input is closed: Cancel stays with the input, Leave closes', async () => {
    const { user, dialog, onClose } = await open();
    await user.type(within(dialog).getByLabelText('Name'), 'Roggenbrot');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(question).toHaveTextContent('What you typed has not been saved and will be lost.');
    // Enter on the question stays: Cancel has the focus, not the button that throws the input away.
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Roggenbrot');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks on Escape too, and Escape on the question stays', async () => {
    const { user, dialog, onClose } = await open();
    await user.type(within(dialog).getByLabelText('Name'), 'Roggenbrot');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Roggenbrot');
  });

  it('sends once however often save is pressed while the call runs', async () => {
    let finish = () => undefined as void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await open(onSubmit);
    await user.type(within(dialog).getByLabelText('Name'), 'Brot');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    await user.type(within(dialog).getByLabelText('Name'), '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    finish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it("keeps a draft while typing, clears it on save, and offers one back: 'Restore the product you started at 14:02?'", async () => {
    setUserScope({ email: 'anna@example.com', companyId: 'c1' });
    const started = new Date();
    started.setHours(14, 2, 0, 0);
    saveDraft('product.new', { name: 'Dinkelbrot' }, started.getTime());
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, dialog } = await open(onSubmit);
    const offer = within(dialog).getByRole('region', { name: 'Unsaved input' });
    expect(offer).toHaveTextContent('Restore the product you started at 14:02?');
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dinkelbrot');
    await user.type(within(dialog).getByLabelText('Name'), 'e');
    await waitFor(() => expect(readDraft('product.new')?.values).toEqual({ name: 'Dinkelbrote' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(readDraft('product.new')).toBeNull();
  });

  it('discards an offered draft on request', async () => {
    setUserScope({ email: 'anna@example.com', companyId: 'c1' });
    saveDraft('product.new', { name: 'Dinkelbrot' });
    const { user, dialog } = await open();
    await user.click(
      within(within(dialog).getByRole('region', { name: 'Unsaved input' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(readDraft('product.new')).toBeNull();
  });
});
