import { DatesProvider } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../tests/match-media';
import { renderWithProviders } from '../../../tests/render';
import { DateField } from './fields';
import { PHONE_QUERY } from './use-date-dropdown';

const Harness = () => {
  const form = useForm<{ due: string }>({ defaultValues: { due: '2026-11-27' } });
  return (
    <FormProvider {...form}>
      <DateField<{ due: string }> name="due" label="Due date" />
    </FormProvider>
  );
};

const onPhone = (phone: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => mediaQueryList(query, phone && query === PHONE_QUERY));

afterEach(() => vi.restoreAllMocks());

describe('a date field', () => {
  it('opens its calendar in a dialog on a phone', async () => {
    onPhone(true);
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(screen.getByRole('button', { name: /27 November 2026/ }));
  });

  it('opens its calendar under the field on a larger screen', async () => {
    onPhone(false);
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    expect(await screen.findByRole('button', { name: /27 November 2026/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks German in a German portal: weekdays and the day', async () => {
    onPhone(false);
    const { user } = await renderWithProviders(
      <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1 }}>
        <Harness />
      </DatesProvider>,
      { language: 'de' },
    );
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    expect(await screen.findByRole('button', { name: /27 November 2026/ })).toBeVisible();
    // Tuesday and Wednesday: 'Tu' and 'We' in English.
    expect(screen.getByText('Di')).toBeInTheDocument();
    expect(screen.getByText('Mi')).toBeInTheDocument();
  });
});
