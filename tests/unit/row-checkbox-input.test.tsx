import { Checkbox } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowCheckboxInput } from '@/components/list-shell/row-checkbox-input';
import { renderWithProviders } from '../render';
import { markupShape as shape } from './markup-shape';

describe("a row's checkbox", () => {
  it("is drawn as Mantine's extra small checkbox, checked or not", async () => {
    for (const checked of [false, true]) {
      const { unmount } = await renderWithProviders(
        <>
          <div data-testid="mantine">
            <Checkbox size="xs" aria-label="Select Rent" checked={checked} onChange={vi.fn()} />
          </div>
          <div data-testid="plain">
            <RowCheckboxInput label="Select Rent" checked={checked} onChange={vi.fn()} />
          </div>
        </>,
      );
      const mantine = shape(screen.getByTestId('mantine').firstElementChild!);
      // Its root's size class is not exported; the plain one sets the size's variable itself.
      mantine[0]!.classes = mantine[0]!.classes.filter((name) => name !== 'm_bf2d988c');
      expect(shape(screen.getByTestId('plain').firstElementChild!)).toEqual(mantine);
      const root = screen.getByTestId('plain').firstElementChild as HTMLElement;
      expect(root.style.getPropertyValue('--checkbox-size')).not.toBe('');
      expect(root.style.getPropertyValue('--checkbox-color')).not.toBe('');
      unmount();
    }
  });

  it('is a checkbox for the keyboard and screen readers', async () => {
    const ticked: boolean[] = [];
    const { user } = await renderWithProviders(
      <RowCheckboxInput
        label="Select Rent"
        checked={false}
        onChange={(event) => ticked.push(event.currentTarget.checked)}
      />,
    );
    screen.getByRole('checkbox', { name: 'Select Rent' }).focus();
    await user.keyboard(' ');
    expect(ticked).toEqual([true]);
  });
});
