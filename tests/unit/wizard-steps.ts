/** Steps of the tests that go forward through a wizard and back: what it shows must be kept. */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { AppRender } from '../render';

/**
 * Opens the date field named `label`, whose calendar shows the current month, and chooses `day` of
 * next month (after any minimum of today). Returns the day as the field shows it.
 */
export const pickDayNextMonth = async (
  app: Pick<AppRender, 'user'>,
  container: HTMLElement,
  label: RegExp,
  day = 28,
) => {
  await app.user.click(within(container).getByRole('button', { name: label }));
  const next = await waitFor(() => {
    const control = document.querySelector<HTMLElement>('[data-direction="next"]');
    if (!control) throw new Error('the calendar is not open');
    return control;
  });
  await app.user.click(next);
  const date = dayjs().add(1, 'month').date(day);
  await app.user.click(await screen.findByRole('button', { name: date.format('D MMMM YYYY') }));
  return date.format('DD.MM.YYYY');
};

const labelOf = (field: Element) =>
  field.getAttribute('aria-label') ??
  (field.id ? document.querySelector(`label[for="${field.id}"]`)?.textContent : null) ??
  field.getAttribute('name') ??
  '';

/**
 * Every value the fields in `container` show, by label: text, numbers, selects and pickers, checked
 * boxes and radios, dates. Taken before going forward and after coming back, the two must be
 * equal. A chosen file shows as its name beside the drop zone (a new file input is always empty):
 * the tests check that name.
 */
export const shownValues = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('input:not([type="file"]), textarea, [data-dates-input]')).map(
    (field) => {
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
        return [labelOf(field), field.checked];
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        return [labelOf(field), field.value];
      return [labelOf(field), field.textContent];
    },
  );
