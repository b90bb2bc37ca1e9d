import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PaletteSearch from '@/features/shell/palette/use-palette-search';
import { group, openPalette, optionNames } from './palette-steps';

/** How often the palette rendered: it asks for its server search once per render. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/shell/palette/use-palette-search', async (importOriginal) => {
  const original = await importOriginal<typeof PaletteSearch>();
  return {
    ...original,
    usePaletteSearch: (...args: Parameters<typeof original.usePaletteSearch>) => {
      renders.count++;
      return original.usePaletteSearch(...args);
    },
  };
});

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

describe('command palette: typing', () => {
  it('shows a key in the field at once; the entries follow in a render of their own', async () => {
    const { dialog, field } = await openPalette();
    const before = renders.count;
    // A key as the browser delivers it, outside act (testing library's events are inside it): what
    // React renders before the event returns is what the key waits for.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, 'bank');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(field).toHaveValue('bank');
    expect(renders.count).toBe(before);
    await waitFor(() =>
      expect(optionNames(group(dialog, 'Go to'))).toEqual([expect.stringContaining('Bank accounts')]),
    );
    expect(renders.count).toBeGreaterThan(before);
    expect(within(dialog).queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
