/** Icon-only buttons Mantine draws for us carry a translated name (axe: button-name). */
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '../render';

afterEach(() => act(() => notifications.clean()));

describe('accessible names', () => {
  it.each([
    ['en', 'Close alert'],
    ['de', 'Meldung schließen'],
  ])('names the close button of every alert (%s)', async (language, name) => {
    await renderWithProviders(<div />, { language });
    act(() => {
      notify.error('The payment could not be cancelled.');
      notify.success('Saved');
    });
    expect(await screen.findAllByRole('button', { name })).toHaveLength(2);
  });

  it.each([
    ['en', 'Close dialog'],
    ['de', 'Dialog schließen'],
  ])('names the close button of every dialog (%s)', async (language, name) => {
    await renderWithProviders(
      <Modal opened onClose={() => undefined} title="Cancel payment">
        text
      </Modal>,
      { language },
    );
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });
});
