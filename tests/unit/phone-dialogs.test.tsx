/**
 * On a phone every dialog fills the screen (docs/screens.md, app/styles/phone.css), a question as
 * much as a form: the shared confirmations every action table's questions are made of, the delete
 * question, a form and its leave question. tests/setup.ts holds every other dialog a component test
 * opens (the action tables' dialogs among them) to the same rule; only a date field's calendar
 * stays small.
 */
import { Text, TextInput } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteConfirmDialog } from '@/components/delete-confirm-dialog';
import { FormDialog } from '@/components/form/form-dialog';
import { FULL_SCREEN_ON_PHONE, fillsPhoneScreen, takeSmallDialogs } from '../phone-dialogs';
import { renderWithProviders } from '../render';

const NewProduct = () => {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <FormDialog
      opened
      title="New product"
      form={form}
      onSubmit={() => Promise.resolve()}
      onClose={vi.fn()}
      pending={false}
      submitLabel="Save"
    >
      <TextInput label="Name" {...form.register('name')} />
    </FormDialog>
  );
};

describe('dialogs on a phone', () => {
  it('are held to the full-screen rule of phone.css, which exempts only the calendar', () => {
    expect(FULL_SCREEN_ON_PHONE).toBe('.mantine-Modal-root:not([data-dates-modal])');
  });

  it('a confirmation (the payment reminder and every question of an action table) fills the screen', async () => {
    await renderWithProviders(
      <ConfirmDialog
        opened
        title="Send reminder"
        confirmLabel="Send reminder"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      >
        <Text size="sm">The customer gets an e-mail.</Text>
      </ConfirmDialog>,
    );
    expect(fillsPhoneScreen(await screen.findByRole('dialog', { name: 'Send reminder' }))).toBe(true);
    expect(takeSmallDialogs()).toEqual([]);
  });

  it('the delete question fills the screen', async () => {
    await renderWithProviders(
      <DeleteConfirmDialog
        item={{ name: 'Roggenbrot' }}
        onClose={vi.fn()}
        ns="products"
        texts={{ title: 'delete.title', confirm: 'delete.confirm', text: 'delete.text' }}
        values={(item) => ({ name: item?.name })}
        mutation={{ isPending: false }}
        onConfirm={vi.fn()}
      />,
    );
    expect(fillsPhoneScreen(await screen.findByRole('dialog', { name: 'Delete product' }))).toBe(true);
    expect(takeSmallDialogs()).toEqual([]);
  });

  it("a form and its 'Leave without saving?' over it fill the screen", async () => {
    const { user } = await renderWithProviders(<NewProduct />);
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Roggenbrot');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect([fillsPhoneScreen(dialog), fillsPhoneScreen(question)]).toEqual([true, true]);
    expect(takeSmallDialogs()).toEqual([]);
  });
});
