import { Checkbox } from '@mantine/core';
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { RowCheckboxInput } from '@/components/look-alikes/checkbox';
import { renderWithProviders } from '../render';
import { cssVariables, markupShape as shape, unexportedClasses, variablesRead } from './markup-shape';

/** The installed Mantine's stylesheet of Checkbox. */
const checkboxCss = readFileSync(
  createRequire(import.meta.url).resolve('@mantine/core/styles/Checkbox.css'),
  'utf8',
);

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
      const mantineRoot = screen.getByTestId('mantine').firstElementChild as HTMLElement;
      const plainRoot = screen.getByTestId('plain').firstElementChild as HTMLElement;
      // Mantine's root has a class of its stylesheet that Checkbox.classes does not export, which
      // sets only variables: the plain one sets those in its style instead.
      const unexported = unexportedClasses(mantineRoot, Checkbox.classes);
      const mantine = shape(mantineRoot);
      mantine[0]!.classes = mantine[0]!.classes.filter((name) => !unexported.includes(name));
      expect(shape(plainRoot)).toEqual(mantine);
      const mantineVariables = cssVariables(mantineRoot, checkboxCss, unexported);
      const plainVariables = cssVariables(plainRoot, checkboxCss, []);
      const read = [...variablesRead(checkboxCss, '--checkbox-', unexported)].filter((name) =>
        mantineVariables.has(name),
      );
      expect(read).toEqual(
        expect.arrayContaining(['--checkbox-size', '--checkbox-color', '--checkbox-icon-color']),
      );
      for (const name of read)
        expect([name, plainVariables.get(name)]).toEqual([name, mantineVariables.get(name)]);
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
